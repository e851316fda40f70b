export { FormError } from './form-error.tsx';
export { PasswordField, type PasswordFieldProps } from './password-field.tsx';
export {
  focusFirstInvalidField,
  type SubmitResult,
  toSubmissionErrors,
  visibleFieldError,
} from './submission.ts';
export { TextField, type TextFieldProps } from './text-field.tsx';
