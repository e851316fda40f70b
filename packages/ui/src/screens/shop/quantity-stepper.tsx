import { clampQuantity, PRODUCT_QUANTITY_MAX } from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * How many bottles: − and + beside a number field (1 to `PRODUCT_QUANTITY_MAX`). The field takes
 * typing and the arrow keys; the buttons are for touch, and are disabled at the ends.
 */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.step}
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={PRODUCT_QUANTITY_MAX}
          step={1}
          value={value}
          onChange={(event) => onChange(clampQuantity(event.currentTarget.valueAsNumber))}
          className={styles.input}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="Increase quantity"
          disabled={value >= PRODUCT_QUANTITY_MAX}
          onClick={() => onChange(clampQuantity(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  label: css({ fontWeight: 'semibold' }),
  control: css({
    display: 'inline-flex',
    alignItems: 'stretch',
    alignSelf: 'flex-start',
    borderWidth: '1px',
    borderColor: 'border.control',
    borderRadius: 'full',
    overflow: 'hidden',
    '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  step: css({
    w: '11',
    h: '11',
    textStyle: 'xl',
    color: 'fg.default',
    cursor: 'pointer',
    outline: 'none',
    _hover: { bg: 'bg.subtle' },
    _disabled: { color: 'fg.subtle', cursor: 'not-allowed', bg: 'transparent' },
  }),
  input: css({
    w: '12',
    textAlign: 'center',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    bg: 'transparent',
    outline: 'none',
    appearance: 'textfield',
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', m: '0' },
  }),
};
