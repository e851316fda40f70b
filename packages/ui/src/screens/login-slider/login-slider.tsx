import { defaultSiteConfig, type LoginValues } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Drawer } from '../../components/drawer/index.ts';
import { Link } from '../../components/link/index.ts';
import { SchemaForm, type SubmitResult } from '../../forms/index.ts';
import { SideDrawer } from '../cart/side-drawer.tsx';
import { LoginFields, loginRules, PrivacyNote, submitLogin } from '../login/login-fields.tsx';

export interface LoginSliderProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the validated values, e-mail trimmed. Resolve `undefined` once logged in (the app
   * closes the slider; the visitor stays on the page), or `{ formError }` to show what went wrong.
   */
  onSubmit: (values: LoginValues) => Promise<SubmitResult>;
  supportEmail?: string;
}

/**
 * The login slider (spec sections 3-4, the `login.isVisible` store field): 'Log in' on the shop's
 * pages opens it over the page instead of leaving for /login, so a visitor logs in where they are,
 * their cart with them. The same fields and rules as the login page.
 */
export function LoginSlider({
  open,
  onOpenChange,
  onSubmit,
  supportEmail = defaultSiteConfig.supportEmail,
}: LoginSliderProps) {
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="Log in to your account"
      description="Your cart comes with you."
      closeLabel="Close login"
    >
      <Drawer.Body>
        <SchemaForm<LoginValues>
          onSubmit={submitLogin(onSubmit)}
          validate={loginRules.validate}
          className={styles.form}
          aria-label="Log in"
        >
          <LoginFields />
        </SchemaForm>
        <PrivacyNote />
        <p className={styles.help}>
          Need help logging in? <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
        </p>
      </Drawer.Body>
    </SideDrawer>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: 'md' }),
  help: css({ mt: '4', textStyle: 'sm', color: 'fg.muted' }),
};
