import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field } from '../components/field/index.ts';
import { NativeSelect, type NativeSelectProps } from '../components/native-select/index.ts';
import { CircleAlertIcon } from '../icons/index.ts';
import { visibleFieldError } from './submission.ts';

export interface SelectFieldProps
  extends Omit<NativeSelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'children'> {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  helperText?: ReactNode;
}

/** A native select bound to react-final-form, with the same error behaviour as TextField. */
export function SelectField({ name, label, options, helperText, ...selectProps }: SelectFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = visibleFieldError(meta);
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect {...selectProps} {...input} value={input.value ?? ''}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>
        <CircleAlertIcon aria-hidden="true" />
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
