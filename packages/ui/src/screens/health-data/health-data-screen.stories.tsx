import { HEALTH_DATA_NOT_AVAILABLE, type MeasurementValues, measurementMessages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  alexWeighIns,
  caseyCustomer,
  caseyYearOfWeighIns,
  healthDataToday,
  samCustomer,
} from '../../../../../stories/fixtures/index.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { CustomerShell } from '../../layouts/customer-shell/index.ts';
import {
  HealthDataScreen,
  type HealthDataScreenProps,
  type WeightMeasurementView,
} from './health-data-screen.tsx';
import { MEASUREMENTS_SHOWN_FIRST } from './measurement-list.tsx';

const saved = async (): Promise<SubmitResult> => undefined;
const never = () => new Promise<SubmitResult>(() => {});

const meta = {
  title: 'Screens/HealthData',
  component: HealthDataScreen,
  args: {
    state: 'ready',
    measurements: alexWeighIns,
    onAddMeasurement: fn(saved),
    today: healthDataToday,
  },
} satisfies Meta<typeof HealthDataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn points of the trend chart, once the lazily loaded library has drawn them. */
async function chartPoints(canvasElement: HTMLElement, expected: number) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.ct-point')).toHaveLength(expected), {
    timeout: 5000,
  });
}

/** The list's body rows (the header row has column headers only). */
function listRows(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole('table', { name: 'Weight measurements' });
  return within(table).getAllByRole('row').slice(1);
}

/**
 * The screen as the app wires it: a save resolves once the log has the new weigh-in (a same-day one
 * replaces that day's), so list, summary and chart update together. The spy in `args` sees each call.
 */
function WithRefetch(args: HealthDataScreenProps) {
  const [measurements, setMeasurements] = useState<WeightMeasurementView[]>(
    args.state === 'ready' ? args.measurements : [],
  );
  const onAddMeasurement = async (values: MeasurementValues) => {
    const result = args.state === 'ready' ? await args.onAddMeasurement(values) : undefined;
    if (!result) {
      setMeasurements((current) => [
        { id: `new-${values.measuredOn}`, ...values },
        ...current.filter((m) => m.measuredOn !== values.measuredOn),
      ]);
    }
    return result;
  };
  return (
    <HealthDataScreen
      {...args}
      state="ready"
      measurements={measurements}
      onAddMeasurement={onAddMeasurement}
    />
  );
}

/** /health-data while the weight log is being fetched. */
export const Loading: Story = loadingStory('Loading your health data…', async (canvas) => {
  await expect(canvas.queryByRole('form')).toBeNull();
});

/** /health-data when the weight log could not be fetched: the message, and 'Try again'. */
export const Error: Story = errorStory();

/** A SKY GLP patient who has not logged a weigh-in yet: no trend or list, just the form. */
export const Empty: Story = {
  args: { measurements: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No measurements yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('img', { name: /Weight chart/ })).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Add a measurement' })).toBeVisible();
    await expect(canvas.getByLabelText(/Date/)).toHaveValue(healthDataToday);
    await expect(canvasElement.querySelector('.ct-point')).toBeNull();
  },
};

/** Alex's weekly weigh-ins: the list with changes, the summary, and the chart it describes. */
export const Typical: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const summary = 'Down 9.7 lb since Oct 6, 2026 (7 weigh-ins; latest 227.1 lb on Nov 17, 2026).';
    await expect(canvas.getByText(summary)).toBeVisible();

    const rows = listRows(canvasElement);
    await expect(rows).toHaveLength(7);
    // Newest first; each change is against the weigh-in before it, spelled out for screen readers.
    await expect(rows[0]).toHaveTextContent('Nov 17, 2026227.1 lb−1.4 lbDown 1.4 lb');
    await expect(rows[6]).toHaveTextContent('Oct 6, 2026236.8 lb—First weigh-in');

    const chart = canvas.getByRole('img', {
      name: 'Weight chart: 7 weigh-ins from Oct 6, 2026 (236.8 lb) to Nov 17, 2026 (227.1 lb)',
    });
    await expect(chart).toHaveAccessibleDescription(summary);
    await chartPoints(canvasElement, 7);
    await expect(canvas.queryByRole('button', { name: /Show all/ })).toBeNull();
  },
};

/** A year of weekly weigh-ins: the newest ten, then 'Show all 52 measurements'. */
export const LongHistory: Story = {
  args: { measurements: caseyYearOfWeighIns },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(/^Down 45\.9 lb since Nov 24, 2025 \(52 weigh-ins;/)).toBeVisible();
    await expect(listRows(canvasElement)).toHaveLength(MEASUREMENTS_SHOWN_FIRST);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 52 measurements' }));
    await expect(listRows(canvasElement)).toHaveLength(52);
    await expect(canvas.queryByRole('button', { name: /Show all/ })).toBeNull();
    await chartPoints(canvasElement, 52);
    // Date labels thin out: four at most, however long the log.
    await expect(canvasElement.querySelectorAll('.ct-label.ct-horizontal').length).toBeLessThanOrEqual(4);
  },
};

/** A customer without a SKY GLP subscription (Sam) who opens /health-data: why not, and a way on. */
export const NotAvailable: Story = {
  args: { state: 'not-available' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <CustomerShell customer={samCustomer} currentPath="/health-data">
      <HealthDataScreen {...args} />
    </CustomerShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Health data');
    await expect(
      canvas.getByRole('heading', { level: 2, name: "Health data isn't available" }),
    ).toBeVisible();
    await expect(canvas.getByText(HEALTH_DATA_NOT_AVAILABLE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('link', { name: 'Health data' })).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The form refuses what the schema refuses, names the first field to fix, and sends nothing. */
export const AddWithValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const weight = canvas.getByLabelText(/Weight \(lb\)/);
    const date = canvas.getByLabelText(/Date/);
    const add = canvas.getByRole('button', { name: 'Add measurement' });

    await userEvent.click(add);
    await expect(await canvas.findByText(measurementMessages.weightRequired)).toBeVisible();
    await expect(weight).toHaveFocus();
    await expect(weight).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(weight, '20');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-23');
    await userEvent.click(add);
    await expect(await canvas.findByText(measurementMessages.weightRange)).toBeVisible();
    await expect(canvas.getByText(measurementMessages.dateInFuture)).toBeVisible();

    await userEvent.clear(weight);
    await userEvent.type(weight, '180.25');
    await userEvent.tab();
    await expect(await canvas.findByText(measurementMessages.weightDecimals)).toBeVisible();
    if (args.state === 'ready') await expect(args.onAddMeasurement).not.toHaveBeenCalled();
  },
};

/** The gateway refused the weigh-in: its message above the form, its field error under the date. */
export const RefusedByServer: Story = {
  args: {
    onAddMeasurement: fn(
      async (): Promise<SubmitResult> => ({
        formError: 'Failed to save measurement.',
        fieldErrors: { measuredOn: 'The date cannot be in the future.' },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Weight \(lb\)/), '226.4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add measurement' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save measurement.');
    await expect(canvas.getByText('The date cannot be in the future.')).toBeVisible();
    // Refused, so nothing is cleared: the customer corrects what is there.
    await expect(canvas.getByLabelText(/Weight \(lb\)/)).toHaveValue('226.4');
  },
};

/** While the weigh-in is being saved: the button says so and ignores further presses. */
export const Adding: Story = {
  args: { onAddMeasurement: fn(never) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/Weight \(lb\)/), '226.4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add measurement' }));
    const busy = await canvas.findByRole('button', { name: 'Adding…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    if (args.state === 'ready') {
      await expect(args.onAddMeasurement).toHaveBeenCalledOnce();
      await expect(args.onAddMeasurement).toHaveBeenCalledWith({
        weightLbs: 226.4,
        measuredOn: healthDataToday,
      });
    }
  },
};

/** After a save: confirmed, the weight cleared for next time, and list, summary and chart updated. */
export const Added: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <WithRefetch {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await chartPoints(canvasElement, 7);
    const weight = canvas.getByLabelText(/Weight \(lb\)/);
    await userEvent.type(weight, '225.9');
    await userEvent.click(canvas.getByRole('button', { name: 'Add measurement' }));

    await expect(await canvas.findByText('Added 225.9 lb on Nov 22, 2026.')).toBeVisible();
    await expect(weight).toHaveValue('');
    await expect(canvas.getByLabelText(/Date/)).toHaveValue(healthDataToday);
    await expect(listRows(canvasElement)[0]).toHaveTextContent('Nov 22, 2026225.9 lb−1.2 lb');
    await expect(
      canvas.getByText('Down 10.9 lb since Oct 6, 2026 (8 weigh-ins; latest 225.9 lb on Nov 22, 2026).'),
    ).toBeVisible();
    await chartPoints(canvasElement, 8);
  },
};

/** On a phone inside the customer area: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  render: (args) => (
    <CustomerShell customer={caseyCustomer} currentPath="/health-data" showHealthData>
      <HealthDataScreen {...args} />
    </CustomerShell>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Add a measurement' })).toBeVisible();
    await expect(listRows(canvasElement)).toHaveLength(7);
    await chartPoints(canvasElement, 7);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
