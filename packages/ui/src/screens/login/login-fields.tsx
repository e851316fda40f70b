import type { LoginValues } from '@helmsman/domain';
import { css, cx } from '#styled-system/css';
import { Link } from '../../components/link/index.ts';
import {
  EmailField,
  formRules,
  PasswordField,
  SubmitButton,
  type SubmitResult,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { LockIcon } from '../../icons/index.ts';

/** The login form's rules (domain `loginSchema`), on /login and in the shop's login slider alike. */
export const loginRules = formRules<LoginValues>((forms) => forms.loginSchema);

/**
 * The form's submit for an app's `onSubmit`: the schema's cast applies its transforms (the e-mail is
 * trimmed), so the app gets clean values; its answer becomes the form's errors.
 */
export function submitLogin(onSubmit: (values: LoginValues) => Promise<SubmitResult>) {
  return async (values: LoginValues) => toSubmissionErrors(await onSubmit(await loginRules.cast(values)));
}

/** The login form's fields and button: e-mail, password with 'Forgot password?', 'Log in'. */
export function LoginFields() {
  return (
    <>
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
    </>
  );
}

/** The line under a login form saying the customer's health information is safe. */
export function PrivacyNote({ centred = false }: { centred?: boolean }) {
  return (
    <p className={cx(styles.privacy, centred && styles.centred)}>
      <LockIcon aria-hidden="true" className={styles.privacyIcon} />
      Your health information is encrypted and private.
    </p>
  );
}

const styles = {
  passwordGroup: css({ display: 'flex', flexDirection: 'column', gap: '2.5' }),
  forgot: css({ alignSelf: 'flex-end' }),
  privacy: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    mt: '6',
    textStyle: 'sm',
    color: 'fg.muted',
  }),
  centred: css({ justifyContent: 'center', textAlign: 'center' }),
  privacyIcon: css({ flexShrink: '0', w: '4', h: '4' }),
};
