import { TextField, type TextFieldProps } from './text-field.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * An e-mail address field: the e-mail keyboard on phones, and neither capitalised nor spell-checked,
 * so an address is never changed behind the customer's back. It autocompletes as 'email' unless told
 * otherwise (a login says 'username').
 */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField {...props} type="email" autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} />
  );
}
