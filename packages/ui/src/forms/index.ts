export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { EmailField, type EmailFieldProps } from './email-field.tsx';
export { FormError } from './form-error.tsx';
export { type FormRules, type FormSchemas, formRules, loadFormSchemas } from './form-schemas.ts';
export { PasswordField, type PasswordFieldProps } from './password-field.tsx';
export { SchemaForm, type SchemaFormProps, SubmitButton, type SubmitButtonProps } from './schema-form.tsx';
export { SelectField, type SelectFieldProps } from './select-field.tsx';
export {
  focusFirstInvalidField,
  type SubmitResult,
  toSubmissionErrors,
  visibleFieldError,
} from './submission.ts';
export { TextField, type TextFieldProps } from './text-field.tsx';
