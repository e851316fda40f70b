import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field } from '../components/field/index.ts';
import { PasswordInput } from '../components/password-input/index.ts';
import { CircleAlertIcon } from '../icons/index.ts';
import { visibleFieldError } from './submission.ts';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** 'current-password' on login, 'new-password' where a password is chosen (lets managers suggest one). */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle, bound to react-final-form like TextField. */
export function PasswordField({
  name,
  label,
  helperText,
  autoComplete = 'current-password',
}: PasswordFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = visibleFieldError(meta);
  return (
    <Field.Root invalid={error !== undefined}>
      <PasswordInput.Root autoComplete={autoComplete} name={name}>
        <PasswordInput.Label>{label}</PasswordInput.Label>
        <PasswordInput.Control>
          <PasswordInput.Input {...input} value={input.value ?? ''} />
          <PasswordInput.VisibilityTrigger>
            <PasswordInput.VisibilityIcon />
          </PasswordInput.VisibilityTrigger>
        </PasswordInput.Control>
      </PasswordInput.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>
        <CircleAlertIcon aria-hidden="true" />
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
