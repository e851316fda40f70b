import { formatCardNumberInput } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { CheckboxField, TextField } from '../../forms/index.ts';

/** Digits only in the form state; what the schema checks and what the processor gets. */
const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * 'MM/YY' as the customer types: '1230' becomes '12/30'. A slash typed by hand is kept as is, and
 * nothing is cut off, so '12/2030' still reaches the schema and gets its message.
 */
function parseExpiry(value: string | undefined): string {
  const raw = (value ?? '').replace(/[^\d/]/g, '');
  if (raw.includes('/')) return raw;
  return raw.length > 2 ? `${raw.slice(0, 2)}/${raw.slice(2)}` : raw;
}

/**
 * A new card's number, expiry, security code and the consent to charge it (cardSchema's fields), for
 * the payment method page and checkout's payment step: one entry, the same masks and autofill.
 * Place it in a container (`containerType: 'inline-size'`): expiry and code share a row from 26rem.
 */
export function CardFields({ consentLabel }: { consentLabel: string }) {
  return (
    <>
      <TextField
        name="ccnum"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        autoCorrect="off"
        spellCheck={false}
        placeholder="1234 1234 1234 1234"
        parse={digitsOnly}
        format={(value: string | undefined) => formatCardNumberInput(value ?? '')}
      />
      <div className={fieldRow}>
        <TextField
          name="ccexp"
          label="Expiration (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          parse={parseExpiry}
        />
        <TextField
          name="cccvv"
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="CVC"
          parse={digitsOnly}
          helperText="3 digits on the back, 4 on the front for Amex."
        />
      </div>
      <CheckboxField name="consent" label={consentLabel} />
    </>
  );
}

/** Two fields side by side from 26rem of container width, stacked below. */
export const fieldRow = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container (min-width: 26rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
