import { defaultSiteConfig, type LoginValues } from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import {
  EmailField,
  formRules,
  PasswordField,
  SubmitButton,
  type SubmitResult,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { CircleCheckIcon, LockIcon } from '../../icons/index.ts';
import { FocusCard, FocusForm, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';

export interface LoginScreenProps {
  /**
   * Called with the validated values, e-mail trimmed. Resolve `undefined` on success (the app then
   * navigates away), or `{ formError }` / `{ fieldErrors }` to show what went wrong; the typed
   * values stay in the form either way.
   */
  onSubmit: (values: LoginValues) => Promise<SubmitResult>;
  brand?: string;
  supportEmail?: string;
  /** Prefills the form, e.g. the e-mail of a customer whose session ended. */
  initialValues?: Partial<LoginValues>;
  /** A notice above the form, e.g. `messages.sessionExpired` after a redirect to /login. */
  notice?: string;
}

const rules = formRules<LoginValues>((forms) => forms.loginSchema);

const reasons = [
  'Licensed U.S. providers, online and on your schedule',
  'Discreet packaging, shipped free to your door',
  'Pause, change or cancel subscriptions anytime',
];

/**
 * The anonymous login page. It owns the whole page (banner, main, contentinfo), so the app renders
 * it outside the customer-area shell.
 */
export function LoginScreen({
  onSubmit,
  brand = defaultSiteConfig.brand,
  supportEmail = defaultSiteConfig.supportEmail,
  initialValues,
  notice,
}: LoginScreenProps) {
  const panelHeadingId = useId();

  // The schema's cast applies its transforms (the e-mail is trimmed), so the app gets clean values.
  const submit = async (values: LoginValues) => toSubmissionErrors(await onSubmit(await rules.cast(values)));

  const aside = (
    <aside className={styles.panel} aria-labelledby={panelHeadingId}>
      <div className={styles.panelInner}>
        <p id={panelHeadingId} className={styles.panelHeading}>
          Better health, handled privately.
        </p>
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason} className={styles.reason}>
              <CircleCheckIcon aria-hidden="true" className={styles.reasonIcon} />
              {reason}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );

  return (
    <FocusPage brand={brand} aside={aside} help={{ prompt: 'Need help logging in?', email: supportEmail }}>
      <FocusCard>
        <FocusHeading>Log in to your account</FocusHeading>
        <FocusLead>Manage your orders, subscriptions and messages with your care team.</FocusLead>

        {notice ? (
          <InlineMessage status="info" className={styles.notice}>
            {notice}
          </InlineMessage>
        ) : null}

        <FocusForm<LoginValues> onSubmit={submit} validate={rules.validate} initialValues={initialValues}>
          <EmailField
            name="email"
            label="Email"
            // 'username' marks the sign-in identifier for password managers, even when it is an e-mail.
            autoComplete="username"
          />
          <div className={styles.passwordGroup}>
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <Link href="/reset-password" variant="standalone" className={styles.forgot}>
              Forgot password?
            </Link>
          </div>
          <SubmitButton size="lg" fullWidth loadingText="Logging in…">
            Log in
          </SubmitButton>
        </FocusForm>

        <p className={styles.reassurance}>
          <LockIcon aria-hidden="true" className={styles.reassuranceIcon} />
          Your health information is encrypted and private.
        </p>
      </FocusCard>
    </FocusPage>
  );
}

const styles = {
  // The brand panel is supporting copy; small screens go straight to the form.
  panel: css({
    display: { base: 'none', lg: 'flex' },
    alignItems: 'flex-end',
    p: '12',
    bg: 'bg.inverted',
    color: 'fg.inverted',
    // A soft glow of the accent over the navy; decorative, the text sits on plain navy.
    backgroundImage: 'radial-gradient(ellipse at 100% 0%, rgb(254 194 86 / 0.22), transparent 55%)',
  }),
  panelInner: css({ display: 'flex', flexDirection: 'column', gap: '8', maxW: 'md' }),
  panelHeading: css({ textStyle: '4xl', fontFamily: 'heading', fontWeight: 'bold', textWrap: 'balance' }),
  reasons: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  reason: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    textStyle: 'lg',
    color: 'fg.invertedMuted',
  }),
  reasonIcon: css({ flexShrink: '0', w: '6', h: '6', mt: '0.5', color: 'accent.default' }),
  notice: css({ mt: '6' }),
  passwordGroup: css({ display: 'flex', flexDirection: 'column', gap: '2.5' }),
  forgot: css({ alignSelf: 'flex-end' }),
  reassurance: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    mt: '6',
    textStyle: 'sm',
    color: 'fg.muted',
    textAlign: 'center',
  }),
  reassuranceIcon: css({ flexShrink: '0', w: '4', h: '4' }),
};
