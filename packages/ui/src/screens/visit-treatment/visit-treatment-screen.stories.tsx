import {
  HAIR_CONCERNS,
  HAIR_PRODUCTS,
  SLEEP_TROUBLES,
  VISIT_TREATMENT_FREQUENCIES,
  type VisitCategory,
  visitDrugs,
  visitPreferenceLabels,
  visitPreferenceMessages,
} from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { SubmitResult } from '../../forms/index.ts';
import { type VisitTreatmentChoices, VisitTreatmentScreen } from './visit-treatment-screen.tsx';

/** The gateway's visitPreferences answer, built from the same domain lists. */
function choicesOf(category: VisitCategory, kind: VisitTreatmentChoices['kind']): VisitTreatmentChoices {
  const labels = visitPreferenceLabels;
  return {
    kind,
    frequencies: VISIT_TREATMENT_FREQUENCIES.map((value) => ({ value, label: labels.frequency[value] })),
    drugs: visitDrugs[category].map(({ value, label, dosages }) => ({
      value,
      label,
      dosages: dosages.map((dosage) => ({ value: dosage, label: dosage })),
    })),
    hairConcerns:
      kind === 'HAIR' ? HAIR_CONCERNS.map((value) => ({ value, label: labels.hairConcern[value] })) : [],
    hairProducts:
      kind === 'HAIR' ? HAIR_PRODUCTS.map((value) => ({ value, label: labels.hairProduct[value] })) : [],
    sleepTroubles:
      kind === 'SLEEP' ? SLEEP_TROUBLES.map((value) => ({ value, label: labels.sleepTrouble[value] })) : [],
  };
}

const meta = {
  title: 'Screens/VisitTreatment',
  component: VisitTreatmentScreen,
  args: {
    category: 'ed',
    state: 'ready',
    choices: choicesOf('ed', null),
    onSave: fn(async (): Promise<SubmitResult> => undefined),
  },
} satisfies Meta<typeof VisitTreatmentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your treatment options…');
  },
};

export const Error: Story = {
  args: { state: 'error', message: 'Unexpected error.', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** ED: the dosages follow the medication; Continue sends the choices. */
export const Ed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('DOSAGE')).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('MEDICATION'), 'tadalafil');
    await userEvent.selectOptions(canvas.getByLabelText('DOSAGE'), '5 mg');
    // A dosage sildenafil lacks is cleared when the medication changes.
    await userEvent.selectOptions(canvas.getByLabelText('MEDICATION'), 'sildenafil');
    await expect(canvas.getByLabelText('DOSAGE')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('DOSAGE'), '50 mg');
    await userEvent.selectOptions(canvas.getByLabelText('BILLED'), 'QUARTERLY');
    await userEvent.selectOptions(canvas.getByLabelText('SHIPPED'), 'MONTHLY');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready')
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.objectContaining({
            drug: 'sildenafil',
            dosage: '50 mg',
            frequency: 'QUARTERLY',
            shipFrequency: 'MONTHLY',
          }),
        ),
      );
  },
};

/** Continue with nothing chosen: each field says what it needs, and nothing is sent. */
export const Validation: Story = {
  args: { category: 'hair', choices: choicesOf('hair', 'HAIR') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    for (const message of [
      visitPreferenceMessages.drug,
      visitPreferenceMessages.frequency,
      visitPreferenceMessages.shipFrequency,
      visitPreferenceMessages.hairConcern,
      visitPreferenceMessages.hairProducts,
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByLabelText('MEDICATION')).toHaveFocus();
    if (args.state === 'ready') await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Hair: the main concern and the products wanted. */
export const Hair: Story = {
  args: {
    category: 'hair',
    choices: choicesOf('hair', 'HAIR'),
    initial: { drug: 'minoxidil', dosage: '5 mg', frequency: 'MONTHLY', shipFrequency: 'MONTHLY' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('MAIN CONCERN'), 'receding_hairline');
    await userEvent.click(canvas.getByText('Minoxidil', { selector: 'label *, label' }));
    await userEvent.click(canvas.getByText('Biotin gummies'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready')
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.objectContaining({
            hairConcern: 'receding_hairline',
            hairProducts: ['minoxidil', 'biotin_gummies'],
          }),
        ),
      );
  },
};

/** Sleep: the main trouble and whether melatonin is fine. */
export const Sleep: Story = {
  args: {
    category: 'sleep',
    choices: choicesOf('sleep', 'SLEEP'),
    initial: { drug: 'doxepin', dosage: '3 mg', frequency: 'MONTHLY', shipFrequency: 'QUARTERLY' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(visitPreferenceMessages.melatoninOk)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('WHAT TROUBLES YOUR SLEEP'), 'staying_asleep');
    await userEvent.selectOptions(canvas.getByLabelText('IS MELATONIN FINE FOR YOU?'), 'no');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready')
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.objectContaining({ sleepTrouble: 'staying_asleep', melatoninOk: false }),
        ),
      );
  },
};

/** The legacy API failed: the spec's message on the form, and the choices stay. */
export const SaveFailed: Story = {
  args: {
    initial: { drug: 'tadalafil', dosage: '10 mg', frequency: 'MONTHLY', shipFrequency: 'MONTHLY' },
    onSave: fn(async () => ({ formError: 'Failed to save product preferences' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save product preferences');
    await expect(canvas.getByLabelText('DOSAGE')).toHaveValue('10 mg');
  },
};

/** On a 360px phone: nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { category: 'hair', choices: choicesOf('hair', 'HAIR') },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('MAIN CONCERN')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
