import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox } from '../components/checkbox/index.ts';
import { Field } from '../components/field/index.ts';
import { CircleAlertIcon } from '../icons/index.ts';
import { visibleFieldError } from './submission.ts';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
}

/**
 * A checkbox bound to a boolean react-final-form field. The error sits under the box, where
 * messages such as 'Continue your payment by checking the box above' expect it.
 */
export function CheckboxField({ name, label, helperText }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = visibleFieldError(meta);
  return (
    <Field.Root invalid={error !== undefined}>
      <Checkbox.Root
        name={name}
        checked={input.checked === true}
        onCheckedChange={(details) => input.onChange(details.checked === true)}
      >
        <Checkbox.Control>
          <Checkbox.CheckMark />
        </Checkbox.Control>
        <Checkbox.Label>{label}</Checkbox.Label>
        <Checkbox.HiddenInput onFocus={() => input.onFocus()} onBlur={() => input.onBlur()} />
      </Checkbox.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>
        <CircleAlertIcon aria-hidden="true" />
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
