import { type FormEvent, useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Field } from '../../components/field/index.ts';

export interface AppliedCouponView {
  code: string;
  /** E.g. '15% off your order'. */
  description: string;
}

/** What applying a code came to: the legacy API's refusal is shown on the field. */
export type CouponOutcome = { ok: true } | { ok: false; message: string };

export interface CouponFormProps {
  applied: AppliedCouponView | null;
  onApply: (code: string) => Promise<CouponOutcome>;
}

/**
 * The cart's coupon field: a code and 'Apply'; a refusal under the field, the applied coupon with its
 * description above it. Applying another code replaces the first, as the legacy cart does.
 */
export function CouponForm({ applied, onApply }: CouponFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (applying) return;
    setApplying(true);
    try {
      const outcome = await onApply(code.trim());
      if (outcome.ok) {
        setCode('');
        setError(null);
      } else {
        setError(outcome.message);
      }
    } finally {
      setApplying(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Coupon">
      {applied ? (
        <p className={styles.applied} aria-live="polite">
          <span className={styles.code}>{applied.code}</span> applied: {applied.description}
        </p>
      ) : null}
      <Field.Root invalid={error !== null} className={styles.field}>
        <Field.Label>Coupon code</Field.Label>
        <div className={styles.row}>
          <Field.Input
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <Button type="submit" variant="outline" loading={applying} loadingText="Applying…">
            Apply
          </Button>
        </div>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  field: css({ w: 'full' }),
  row: css({ display: 'flex', gap: '2', alignItems: 'stretch' }),
  applied: css({ textStyle: 'sm', color: 'fg.default' }),
  code: css({ fontWeight: 'semibold' }),
};
