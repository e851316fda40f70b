import { customer } from '@helmsman/lapi-client';
import type { QueryResolvers } from './../../../types.generated.js';
import { inSkyGlpProgramme, OUTSIDE_PROGRAMME, weightLogCall } from '../../programme-access.ts';
import { toWeightMeasurement } from '../../to-weight-measurement.ts';

const NOT_AVAILABLE = { available: false, measurements: [] };

export const healthData: NonNullable<QueryResolvers['healthData']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  if (!(await inSkyGlpProgramme(lapi))) return NOT_AVAILABLE;
  const log = await weightLogCall(() => lapi.call(customer.listMeasurements, { action: 'list' }));
  if (log === OUTSIDE_PROGRAMME) return NOT_AVAILABLE;
  // Newest first whatever the legacy order: the page's list and "change" column rely on it.
  const measurements = log.map(toWeightMeasurement).sort((a, b) => b.measuredOn.localeCompare(a.measuredOn));
  return { available: true, measurements };
};
