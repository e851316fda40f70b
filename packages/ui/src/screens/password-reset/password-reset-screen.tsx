import { defaultSiteConfig, type ResetRequestValues, type UpdatePasswordValues } from '@helmsman/domain';
import type { FormApi } from 'final-form';
import { css } from '#styled-system/css';
import { Link } from '../../components/link/index.ts';
import {
  EmailField,
  formRules,
  PasswordField,
  SubmitButton,
  type SubmitResult,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { KeyRoundIcon } from '../../icons/index.ts';
import { FocusCard, FocusForm, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';

/**
 * What `onRequest` resolves to: 'sent' when the request was accepted (HTTP 200; the app shows the
 * 'If an account under that email address is found…' toast) and the form clears; a SubmitResult
 * otherwise. `undefined` means "handled, nothing to show here" (the app showed 'Something went
 * wrong.'): the typed e-mail stays so the customer can try again.
 */
export type ResetRequestResult = SubmitResult | 'sent';

interface CommonProps {
  brand?: string;
  supportEmail?: string;
}

export interface PasswordResetRequestProps extends CommonProps {
  /** /reset-password without `?id=`. */
  mode: 'request';
  /** Called with the validated values, e-mail trimmed. */
  onRequest: (values: ResetRequestValues) => Promise<ResetRequestResult>;
  initialValues?: Partial<ResetRequestValues>;
}

export interface PasswordResetUpdateProps extends CommonProps {
  /** /reset-password?id=<token>: the app keeps the token and sends it with the new password. */
  mode: 'update';
  /**
   * Resolve `undefined` on success (the app then goes to /login), or `{ formError }` with the
   * server's message, which shows under the form (spec section 4).
   */
  onUpdate: (values: UpdatePasswordValues) => Promise<SubmitResult>;
}

export type PasswordResetScreenProps = PasswordResetRequestProps | PasswordResetUpdateProps;

/** The anonymous password reset page: request a link, or choose a new password from that link. */
export function PasswordResetScreen(props: PasswordResetScreenProps) {
  const { brand = defaultSiteConfig.brand, supportEmail = defaultSiteConfig.supportEmail } = props;
  return (
    <FocusPage brand={brand} help={{ prompt: 'Still stuck?', email: supportEmail }}>
      <FocusCard badge={<KeyRoundIcon />}>
        {props.mode === 'request' ? <RequestForm {...props} /> : <UpdateForm {...props} />}
      </FocusCard>
    </FocusPage>
  );
}

const requestRules = formRules<ResetRequestValues>((forms) => forms.resetRequestSchema);
const updateRules = formRules<UpdatePasswordValues>((forms) => forms.updatePasswordSchema);

function RequestForm({ onRequest, initialValues }: PasswordResetRequestProps) {
  const submit = async (values: ResetRequestValues, form: FormApi<ResetRequestValues>) => {
    const result = await onRequest(await requestRules.cast(values));
    if (result === 'sent') {
      // Cleared, not kept: the toast tells the customer to check their inbox, and an empty field
      // makes a second, accidental request for the same address less likely.
      form.restart();
      return undefined;
    }
    return toSubmissionErrors(result);
  };

  return (
    <>
      <FocusHeading>Reset Password</FocusHeading>
      <FocusLead>Enter the email address and we'll email you a link to reset your password.</FocusLead>
      <FocusForm<ResetRequestValues>
        onSubmit={submit}
        validate={requestRules.validate}
        initialValues={initialValues}
      >
        <EmailField name="email" label="E-MAIL" />
        <SubmitButton size="lg" fullWidth loadingText="Sending…">
          Send reset link
        </SubmitButton>
      </FocusForm>
      <p className={styles.aside}>
        Remembered it? <Link href="/login">Back to log in</Link>
      </p>
    </>
  );
}

function UpdateForm({ onUpdate }: PasswordResetUpdateProps) {
  const submit = async (values: UpdatePasswordValues) =>
    toSubmissionErrors(await onUpdate(await updateRules.cast(values)));

  return (
    <>
      <FocusHeading>Update Password</FocusHeading>
      <FocusLead>Choose a new password for your account.</FocusLead>
      {/* Spec section 4: the server's message shows under the form. */}
      <FocusForm<UpdatePasswordValues> onSubmit={submit} validate={updateRules.validate} formErrorAt="end">
        <PasswordField name="password" label="PASSWORD" autoComplete="new-password" />
        <PasswordField name="passwordConfirm" label="CONFIRM PASSWORD" autoComplete="new-password" />
        <SubmitButton size="lg" fullWidth loadingText="Updating…">
          Update Password
        </SubmitButton>
      </FocusForm>
    </>
  );
}

const styles = {
  aside: css({ mt: '6', textStyle: 'sm', color: 'fg.muted', textAlign: 'center' }),
};
