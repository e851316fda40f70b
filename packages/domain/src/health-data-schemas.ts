import * as yup from 'yup';
import {
  EARLIEST_DATE,
  isIsoDate,
  localIsoDate,
  measurementMessages,
  WEIGHT_MAX_LBS,
  WEIGHT_MIN_LBS,
} from './health-data.ts';

const hasAtMostOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/**
 * The 'Add a measurement' form: `weightLbs` (a number, or the text typed into the field) and
 * `measuredOn` ('YYYY-MM-DD', not after `today()`). Used by the form and by the gateway.
 */
export function measurementSchema(today: () => string = localIsoDate) {
  return yup.object({
    weightLbs: yup
      .number()
      // An empty field is a missing weight, not a malformed one.
      .transform((value: number, original: unknown) =>
        typeof original === 'string' && original.trim() === '' ? undefined : value,
      )
      .typeError(measurementMessages.weightNotNumber)
      .required(measurementMessages.weightRequired)
      .min(WEIGHT_MIN_LBS, measurementMessages.weightRange)
      .max(WEIGHT_MAX_LBS, measurementMessages.weightRange)
      .test('one-decimal', measurementMessages.weightDecimals, (value) =>
        value === undefined ? true : hasAtMostOneDecimal(value),
      ),
    measuredOn: yup
      .string()
      .trim()
      .required(measurementMessages.dateRequired)
      .test(
        'real-date',
        measurementMessages.dateInvalid,
        (value) => value === undefined || (isIsoDate(value) && value >= EARLIEST_DATE),
      )
      .test(
        'not-in-future',
        measurementMessages.dateInFuture,
        (value) => value === undefined || !isIsoDate(value) || value <= today(),
      ),
  });
}
export type MeasurementValues = yup.InferType<ReturnType<typeof measurementSchema>>;
