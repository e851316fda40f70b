import {
  defaultSiteConfig,
  type VisitCategory,
  type VisitPreferenceValues,
  visitPreferenceProblems,
} from '@helmsman/domain';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useField } from 'react-final-form';
import { css } from '#styled-system/css';
import { type PageLoadState, PageStates } from '../../components/page-state/index.ts';
import {
  SchemaForm,
  SelectField,
  SubmitButton,
  type SubmitResult,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';
import { CheckboxGroupField } from './checkbox-group-field.tsx';

export interface VisitChoice {
  value: string;
  label: string;
}

/** What the treatment step offers for the visit's category (the gateway's visitPreferences). */
export interface VisitTreatmentChoices {
  /** Which extra preferences the category asks for; null: drug, dosage and frequencies only. */
  kind: 'HAIR' | 'SLEEP' | null;
  frequencies: readonly VisitChoice[];
  drugs: readonly (VisitChoice & { dosages: readonly VisitChoice[] })[];
  hairConcerns: readonly VisitChoice[];
  hairProducts: readonly VisitChoice[];
  sleepTroubles: readonly VisitChoice[];
}

export type VisitTreatmentScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | {
      state: 'ready';
      choices: VisitTreatmentChoices;
      /** What the form starts with (saved before, when known). */
      initial?: Partial<VisitPreferenceValues>;
      /**
       * Called with the checked preferences. Resolve undefined once the app moved on; `{ formError }`
       * ('Failed to save product preferences') or `{ fieldErrors }` to show a problem.
       */
      onSave: (values: VisitPreferenceValues) => Promise<SubmitResult>;
    };

export type VisitTreatmentScreenProps = VisitTreatmentScreenState & {
  category: VisitCategory;
  brand?: string;
};

/** The form's values: selects hold strings, so melatonin is '', 'yes' or 'no' until saved. */
interface FormValues {
  frequency: string;
  drug: string;
  dosage: string;
  shipFrequency: string;
  hairConcern: string;
  hairProducts: string[];
  sleepTrouble: string;
  melatonin: string;
}

function toPreferences(values: Partial<FormValues>): VisitPreferenceValues {
  return {
    frequency: values.frequency ?? '',
    drug: values.drug ?? '',
    dosage: values.dosage ?? '',
    shipFrequency: values.shipFrequency ?? '',
    hairConcern: values.hairConcern ?? '',
    hairProducts: values.hairProducts ?? [],
    sleepTrouble: values.sleepTrouble ?? '',
    melatoninOk: values.melatonin === 'yes' ? true : values.melatonin === 'no' ? false : null,
  };
}

function toFormValues(initial: Partial<VisitPreferenceValues> = {}): FormValues {
  return {
    frequency: initial.frequency ?? '',
    drug: initial.drug ?? '',
    dosage: initial.dosage ?? '',
    shipFrequency: initial.shipFrequency ?? '',
    hairConcern: initial.hairConcern ?? '',
    hairProducts: [...(initial.hairProducts ?? [])],
    sleepTrouble: initial.sleepTrouble ?? '',
    melatonin: initial.melatoninOk === true ? 'yes' : initial.melatoninOk === false ? 'no' : '',
  };
}

/** The form's field names for the domain's (melatoninOk is the form's melatonin). */
function toFieldErrors(
  problems: Partial<Record<keyof VisitPreferenceValues, string>>,
): Record<string, string> {
  const { melatoninOk, ...rest } = problems;
  return melatoninOk ? { ...rest, melatonin: melatoninOk } : rest;
}

const withPlaceholder = (placeholder: string, choices: readonly VisitChoice[]) => [
  { value: '', label: placeholder },
  ...choices,
];

/**
 * /visit/:category/treatment: what the customer would like prescribed (medication, dosage, how often
 * it is billed and ships) and, for hair and sleep, their preferences. The doctor has the last word;
 * the choices are checked with the rules the legacy API applies (domain).
 */
export function VisitTreatmentScreen(props: VisitTreatmentScreenProps) {
  const { category, brand = defaultSiteConfig.brand } = props;
  return (
    <FocusPage brand={brand} align="start" mainId="main">
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        <PageStates of={props} subject="your treatment options" frame={withHeadingOnError}>
          {(loaded) => <TreatmentForm {...loaded} />}
        </PageStates>
      </FocusCard>
    </FocusPage>
  );
}

function withHeadingOnError(state: ReactNode, kind: PageLoadState['state']) {
  return kind === 'error' ? (
    <>
      <FocusHeading>Your treatment</FocusHeading>
      {state}
    </>
  ) : (
    state
  );
}

function TreatmentForm({
  category,
  choices,
  initial,
  onSave,
}: Extract<VisitTreatmentScreenProps, { state: 'ready' }>) {
  const headingId = useId();
  // The same object while `initial` is: react-final-form starts over whenever its initial values change.
  const initialValues = useMemo(() => toFormValues(initial), [initial]);
  return (
    <>
      <FocusHeading id={headingId}>Your treatment</FocusHeading>
      <FocusLead>
        Tell us what you would like. Your doctor reviews your visit and decides what to prescribe.
      </FocusLead>
      <SchemaForm<FormValues>
        aria-labelledby={headingId}
        initialValues={initialValues}
        validate={async (values) => {
          const problems = toFieldErrors(visitPreferenceProblems(category, toPreferences(values)));
          return Object.keys(problems).length > 0 ? problems : undefined;
        }}
        onSubmit={async (values) => toSubmissionErrors(await onSave(toPreferences(values)))}
        className={styles.form}
      >
        <SelectField
          name="drug"
          label="MEDICATION"
          options={withPlaceholder('Choose a medication', choices.drugs)}
        />
        <DosageField drugs={choices.drugs} />
        <SelectField
          name="frequency"
          label="BILLED"
          options={withPlaceholder('Choose how often', choices.frequencies)}
        />
        <SelectField
          name="shipFrequency"
          label="SHIPPED"
          options={withPlaceholder('Choose how often', choices.frequencies)}
        />
        {choices.kind === 'HAIR' ? (
          <>
            <SelectField
              name="hairConcern"
              label="MAIN CONCERN"
              options={withPlaceholder('Choose your main concern', choices.hairConcerns)}
            />
            <CheckboxGroupField
              name="hairProducts"
              legend="Products you would like"
              options={choices.hairProducts}
            />
          </>
        ) : null}
        {choices.kind === 'SLEEP' ? (
          <>
            <SelectField
              name="sleepTrouble"
              label="WHAT TROUBLES YOUR SLEEP"
              options={withPlaceholder('Choose one', choices.sleepTroubles)}
            />
            <SelectField
              name="melatonin"
              label="IS MELATONIN FINE FOR YOU?"
              options={[
                { value: '', label: 'Choose one' },
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
            />
          </>
        ) : null}
        <SubmitButton size="lg" loadingText="Saving…">
          Continue
        </SubmitButton>
      </SchemaForm>
    </>
  );
}

/** The dosages of the chosen medication; a dosage the newly chosen one lacks is cleared. */
function DosageField({ drugs }: { drugs: VisitTreatmentChoices['drugs'] }) {
  const drug = useField<string>('drug', { subscription: { value: true } }).input.value;
  const dosage = useField<string>('dosage', { subscription: { value: true } }).input;
  const dosages = drugs.find((each) => each.value === drug)?.dosages ?? [];
  const lacks = dosage.value !== '' && !dosages.some((each) => each.value === dosage.value);
  useEffect(() => {
    if (lacks) dosage.onChange('');
  }, [lacks, dosage]);
  return (
    <SelectField
      name="dosage"
      label="DOSAGE"
      disabled={dosages.length === 0}
      options={withPlaceholder(
        dosages.length === 0 ? 'Choose a medication first' : 'Choose a dosage',
        dosages,
      )}
    />
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'stretch', mt: '4' }),
};
