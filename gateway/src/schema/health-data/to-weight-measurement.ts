import type { customer } from '@helmsman/lapi-client';
import type { WeightMeasurement } from '../types.generated.ts';

export function toWeightMeasurement(measurement: customer.Measurement): WeightMeasurement {
  return {
    id: String(measurement.id),
    measuredOn: measurement.measured_on.slice(0, 10),
    weightLbs: measurement.weight_lbs,
  };
}
