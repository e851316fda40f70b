import type { ComponentProps, ReactNode } from 'react';
import { type UseFieldConfig, useField } from 'react-final-form';
import { Field } from '../components/field/index.ts';
import { CircleAlertIcon } from '../icons/index.ts';
import { visibleFieldError } from './submission.ts';

export interface TextFieldProps
  extends Omit<ComponentProps<typeof Field.Input>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  /** The final-form field name; also the input's name, which focusing the first error relies on. */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** Shown next to the label; the field is not made natively `required` (errors come from the schema). */
  requiredIndicator?: boolean;
  /** What is stored from what was typed, e.g. digits only from a grouped card number. */
  parse?: UseFieldConfig['parse'];
  /** How the stored value is shown, e.g. the card number in groups of four. */
  format?: UseFieldConfig['format'];
}

/**
 * A text input bound to react-final-form. Errors appear after the field is touched or the form is
 * submitted (final-form marks every field touched on submit), and server field errors until edited.
 */
export function TextField({
  name,
  label,
  helperText,
  requiredIndicator,
  type = 'text',
  parse,
  format,
  ...inputProps
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, { type, parse, format });
  const error = visibleFieldError(meta);
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>
        {label}
        {requiredIndicator ? <Field.RequiredIndicator>*</Field.RequiredIndicator> : null}
      </Field.Label>
      <Field.Input {...inputProps} {...input} type={type} value={input.value ?? ''} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>
        <CircleAlertIcon aria-hidden="true" />
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
