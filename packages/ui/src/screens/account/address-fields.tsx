import { US_STATES } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { SelectField, TextField } from '../../forms/index.ts';

const stateOptions = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * Street, unit, city, state and ZIP with the autofill tokens of one address group ('shipping' or
 * 'billing'), so a browser fills the right one of the customer's saved addresses.
 */
export function AddressFields({ group }: { group: 'shipping' | 'billing' }) {
  return (
    <>
      <TextField name="address" label="Street address" autoComplete={`${group} address-line1`} />
      <TextField
        name="address2"
        label="Apartment, suite, etc. (optional)"
        autoComplete={`${group} address-line2`}
      />
      <div className={styles.cityRow}>
        <TextField name="city" label="City" autoComplete={`${group} address-level2`} />
        <SelectField
          name="state"
          label="State"
          options={stateOptions}
          placeholder="Select a state"
          autoComplete={`${group} address-level1`}
        />
        <TextField
          name="zip"
          label="ZIP code"
          inputMode="numeric"
          autoComplete={`${group} postal-code`}
          className={styles.zip}
        />
      </div>
    </>
  );
}

const styles = {
  // City spans the width on a narrow card; state and ZIP share the next line. From 34rem all three sit in a row.
  cityRow: css({
    display: 'grid',
    gap: '5',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    '& > :first-child': { gridColumn: '1 / -1' },
    '@container (min-width: 34rem)': {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr)',
      '& > :first-child': { gridColumn: 'auto' },
    },
  }),
  zip: css({ fontVariantNumeric: 'tabular-nums' }),
};
