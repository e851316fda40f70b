import {
  formatDate,
  formatWeight,
  type MeasurementValues,
  WEIGHT_MAX_LBS,
  WEIGHT_MIN_LBS,
  WEIGHT_UNIT,
} from '@helmsman/domain';
import type { FormApi } from 'final-form';
import { useMemo, useState } from 'react';
import { css } from '#styled-system/css';
import { InlineMessage } from '../../components/inline-message/index.ts';
import {
  formRules,
  SchemaForm,
  SubmitButton,
  type SubmitResult,
  TextField,
  toSubmissionErrors,
} from '../../forms/index.ts';

/** What the fields hold: the weight as typed. */
interface FormValues {
  weightLbs: string;
  measuredOn: string;
}

export interface AddMeasurementFormProps {
  /**
   * Called with the validated values (weight as a number). Resolve `undefined` once saved, or the
   * errors to show (`fieldErrors` keyed `weightLbs` / `measuredOn`).
   */
  onAdd: (values: MeasurementValues) => Promise<SubmitResult>;
  /** 'YYYY-MM-DD': the date field's default and latest date. */
  today: string;
}

/**
 * 'Add a measurement': weight and date, checked by the domain schema before anything is sent. After
 * a save the weight is cleared for the next one and a status line confirms what was added.
 */
export function AddMeasurementForm({ onAdd, today }: AddMeasurementFormProps) {
  const [added, setAdded] = useState<MeasurementValues | null>(null);
  const rules = useMemo(
    () => formRules<FormValues>((forms) => forms.measurementSchema(() => today)),
    [today],
  );
  const initialValues = useMemo<FormValues>(() => ({ weightLbs: '', measuredOn: today }), [today]);

  const submit = async (values: FormValues, form: FormApi<FormValues>) => {
    setAdded(null);
    const measurement: MeasurementValues = await rules.cast(values);
    const errors = toSubmissionErrors(await onAdd(measurement));
    if (!errors) {
      setAdded(measurement);
      // Cleared after a save (not after a refusal), ready for the next weigh-in.
      form.reset();
    }
    return errors;
  };

  return (
    <SchemaForm<FormValues>
      onSubmit={submit}
      validate={rules.validate}
      initialValues={initialValues}
      aria-label="Add a measurement"
      className={styles.form}
    >
      <div className={styles.fields}>
        <TextField
          name="weightLbs"
          label={`Weight (${WEIGHT_UNIT})`}
          requiredIndicator
          inputMode="decimal"
          autoComplete="off"
          helperText={`${WEIGHT_MIN_LBS} to ${WEIGHT_MAX_LBS} ${WEIGHT_UNIT}, e.g. 182.4`}
        />
        <TextField name="measuredOn" label="Date" type="date" requiredIndicator max={today} />
      </div>
      <div className={styles.actions}>
        <SubmitButton loadingText="Adding…">Add measurement</SubmitButton>
      </div>
      {added ? (
        <InlineMessage status="success">
          Added {formatWeight(added.weightLbs)} on {formatDate(added.measuredOn)}.
        </InlineMessage>
      ) : null}
    </SchemaForm>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', containerType: 'inline-size' }),
  fields: css({
    display: 'grid',
    gap: '5',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@container (min-width: 30rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
};
