import { measurementSchema, toTenths, utcIsoDate, validateWith } from '@helmsman/domain';
import { customer, type LapiFailure } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, toFormFieldErrors } from '../../../../errors/index.ts';
import type { AddMeasurementResult, MutationResolvers } from './../../../types.generated.js';
import {
  inSkyGlpProgramme,
  notInProgramme,
  OUTSIDE_PROGRAMME,
  weightLogCall,
} from '../../programme-access.ts';
import { toWeightMeasurement } from '../../to-weight-measurement.ts';

// The legacy API's "today" is the UTC one; a U.S. customer's today is never after it.
const validate = validateWith(measurementSchema(() => utcIsoDate()));

/** The legacy API's refusal of the input (400) as the form's errors; anything else is not the form's. */
export function rejectedInput(failure: LapiFailure): AddMeasurementResult | undefined {
  if (failure.httpStatus !== 400) return undefined;
  const fieldErrors = toFormFieldErrors(failure.details.fieldErrors);
  return { ok: false, error: formError(failure.serverMessage ?? FIX_FIELDS, fieldErrors) };
}

export const addMeasurement: NonNullable<MutationResolvers['addMeasurement']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  // Access before anything else: outside the programme every input gets the same answer.
  if (!(await inSkyGlpProgramme(lapi))) throw notInProgramme();

  const fieldErrors = validate(input);
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, fieldErrors) };

  const saved = await weightLogCall<AddMeasurementResult>(async () => {
    const measurement = await lapi.call(customer.addMeasurement, {
      action: 'add',
      // Floats from JSON (e.g. 182.39999999999998) go to the legacy API as the tenths they mean.
      weight_lbs: toTenths(input.weightLbs) / 10,
      measured_on: input.measuredOn.trim(),
    });
    return { ok: true, error: null, measurement: toWeightMeasurement(measurement) };
  }, rejectedInput);
  if (saved === OUTSIDE_PROGRAMME) throw notInProgramme();
  return saved;
};
