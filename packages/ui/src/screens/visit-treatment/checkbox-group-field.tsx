import { useId } from 'react';
import { useField } from 'react-final-form';
import { css } from '#styled-system/css';
import { Checkbox } from '../../components/checkbox/index.ts';
import { visibleFieldError } from '../../forms/index.ts';
import { CircleAlertIcon } from '../../icons/index.ts';

export interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}

/** Several checkboxes bound to one react-final-form field holding the checked values, in the options' order. */
export function CheckboxGroupField({ name, legend, options }: CheckboxGroupFieldProps) {
  const { input, meta } = useField<string[]>(name);
  const error = visibleFieldError(meta);
  const errorId = useId();
  const checked = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) =>
    input.onChange(
      options.map((option) => option.value).filter((v) => (v === value ? on : checked.includes(v))),
    );
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <Checkbox.Root
          key={option.value}
          name={name}
          value={option.value}
          checked={checked.includes(option.value)}
          invalid={error !== undefined}
          onCheckedChange={(details) => toggle(option.value, details.checked === true)}
        >
          <Checkbox.Control>
            <Checkbox.CheckMark />
          </Checkbox.Control>
          <Checkbox.Label>{option.label}</Checkbox.Label>
          <Checkbox.HiddenInput onFocus={() => input.onFocus()} onBlur={() => input.onBlur()} />
        </Checkbox.Root>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlertIcon aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const styles = {
  group: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    border: 'none',
    m: '0',
    p: '0',
    minW: '0',
  }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', mb: '1' }),
  error: css({ display: 'flex', alignItems: 'center', gap: '1.5', textStyle: 'sm', color: 'fg.error' }),
};
