import { type ComponentProps, type ReactNode, useId } from 'react';
import { css, cx } from '#styled-system/css';
import { CircleAlertIcon } from '../../icons/index.ts';

export interface ChoiceGroupProps {
  legend: ReactNode;
  /** Shown under the legend and read with the group. */
  error?: string;
  children: ReactNode;
  className?: string;
}

/** Radio buttons as a fieldset: arrow keys move between them, the legend names the question. */
export function ChoiceGroup({ legend, error, children, className }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      className={cx(styles.group, className)}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlertIcon aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div className={styles.options}>{children}</div>
    </fieldset>
  );
}

export interface ChoiceProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** One option: a card-sized label around a native radio, so the whole card is the target. */
export function Choice({ label, hint, className, ...input }: ChoiceProps) {
  return (
    <label className={cx(styles.choice, className)}>
      <input type="radio" {...input} className={styles.radio} />
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
    </label>
  );
}

const styles = {
  group: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  legend: css({ fontWeight: 'semibold', mb: '2', p: '0' }),
  error: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    color: 'danger.fg',
    textStyle: 'sm',
    '& svg': { w: '4', h: '4', flexShrink: '0' },
  }),
  options: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  choice: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    px: '4',
    py: '3',
    minH: '11',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    cursor: 'pointer',
    transitionProperty: 'border-color, background-color',
    transitionDuration: 'fast',
    _hover: { borderColor: 'border.strong' },
    '&:has(input:checked)': { borderColor: 'fg.default', bg: 'bg.subtle' },
    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '[data-invalid] &': { borderColor: 'danger.border' },
    _motionReduce: { transitionDuration: '0s' },
  }),
  // Navy, not the accent: a checked radio must reach 3:1 against white (WCAG 1.4.11).
  radio: css({ flexShrink: '0', w: '4', h: '4', mt: '1', accentColor: 'fg.default', cursor: 'pointer' }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  label: css({ fontWeight: 'medium' }),
  hint: css({ textStyle: 'sm', color: 'fg.muted' }),
};
