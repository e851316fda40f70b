import type { SignupValues } from '@helmsman/domain';
import { css } from '#styled-system/css';
import {
  CheckboxField,
  EmailField,
  formRules,
  PasswordField,
  SchemaForm,
  SubmitButton,
  type SubmitResult,
  TextField,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { fieldRow } from '../payment-method/card-fields.tsx';

/**
 * The inline sign-up of the checkout and the online visit (/account/create/): e-mail, name, password
 * 6 to 16 and the consent box, with the rules and messages of domain's signupSchema. A chunk of its
 * own (lazy-sign-up-form.ts): final-form and the fields are not needed to show the page around it.
 */

const signupRules = formRules<SignupValues>((forms) => forms.signupSchema);
const signupInitialValues: Partial<SignupValues> = { consent: false };

export interface SignUpFormProps {
  /** Resolve undefined once the account exists, or the gateway's refusal to show. */
  onSignUp: (values: SignupValues) => Promise<SubmitResult>;
  /** What the account is for: 'Create account and continue' by default. */
  submitLabel?: string;
}

export function SignUpForm({ onSignUp, submitLabel = 'Create account and continue' }: SignUpFormProps) {
  return (
    <SchemaForm<SignupValues>
      className={signUpForm}
      validate={signupRules.validate}
      initialValues={signupInitialValues}
      onSubmit={async (values) => toSubmissionErrors(await onSignUp(await signupRules.cast(values)))}
    >
      <EmailField name="email" label="Email" />
      <div className={fieldRow}>
        <TextField name="first_name" label="First name" autoComplete="given-name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        helperText="6 to 16 characters."
      />
      <CheckboxField
        name="consent"
        label="I agree to the Terms, the Privacy Policy and the Consent to Telehealth."
      />
      <div>
        <SubmitButton size="lg" loadingText="Creating your account…">
          {submitLabel}
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** Fields stacked, and a container so the name fields sit side by side when there is room. */
const signUpForm = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  containerType: 'inline-size',
});
