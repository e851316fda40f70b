import type { MeasurementValues } from '@helmsman/domain';
import { HealthDataScreen, type HealthDataScreenProps, type SubmitResult } from '@helmsman/ui';
import { type QueryClient, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import {
  type AddMeasurementMutation,
  type HealthDataQuery,
  useAddMeasurementMutation,
  useHealthDataQuery,
} from '../gql/hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';

type SavedMeasurement = NonNullable<AddMeasurementMutation['addMeasurement']['measurement']>;

export function HealthDataPage() {
  const { brand } = useSiteConfig();
  useDocumentTitle('Health data', brand);
  const healthData = useHealthDataQuery();
  const addMeasurement = useAddMeasurementMutation();
  const queryClient = useQueryClient();

  const add = (values: MeasurementValues): Promise<SubmitResult> =>
    submitForm(
      async () => {
        const { addMeasurement: result } = await addMeasurement.mutateAsync({ input: values });
        // Saved means saved with the measurement to show.
        return { ...result, ok: result.ok && result.measurement != null };
      },
      'Failed to save measurement.',
      ({ measurement }) => {
        if (measurement) showSaved(queryClient, measurement);
      },
    );

  return <HealthDataScreen {...toScreenProps(healthData, add)} brand={brand} homeHref="/dashboard" />;
}

/**
 * Puts the saved weigh-in into the cached log at once (a same-day one replaces that day's), so list,
 * summary and chart show it without another round trip. Nothing else shown in the customer area is
 * derived from weights (the dashboard has no health data), so no other query goes stale.
 */
function showSaved(queryClient: QueryClient, saved: SavedMeasurement) {
  queryClient.setQueryData<HealthDataQuery>(useHealthDataQuery.getKey(), (current) => {
    if (!current) return current;
    const others = current.healthData.measurements.filter(
      (m) => m.id !== saved.id && m.measuredOn !== saved.measuredOn,
    );
    const measurements = [saved, ...others].sort((a, b) => b.measuredOn.localeCompare(a.measuredOn));
    return { healthData: { ...current.healthData, measurements } };
  });
}

function toScreenProps(
  healthData: UseQueryResult<HealthDataQuery, unknown>,
  onAddMeasurement: (values: MeasurementValues) => Promise<SubmitResult>,
): HealthDataScreenProps {
  return toScreenState(healthData, (data): HealthDataScreenProps => {
    const { available, measurements } = data.healthData;
    if (!available) return { state: 'not-available' };
    return { state: 'ready', measurements, onAddMeasurement };
  });
}
