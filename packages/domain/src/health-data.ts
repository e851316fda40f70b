import { formatDate } from './orders.ts';

/**
 * The weight log of the health-data page (SKY GLP programme patients only, see
 * `hasHealthDataAccess`). Weights are pounds with at most one decimal, as the scale shows them and
 * the legacy API stores them (tenths); every sum and difference is done in tenths, so 236.8 − 234.9
 * is 1.9 and never 1.9000000000000057.
 */

export const WEIGHT_UNIT = 'lb';
/** The legacy API's bounds (account/measurement): outside them a weigh-in is a typo. */
export const WEIGHT_MIN_LBS = 50;
export const WEIGHT_MAX_LBS = 1000;

/** Ours (the spec shows none): why a customer outside the programme sees no health data. */
export const HEALTH_DATA_NOT_AVAILABLE =
  'Health data is part of the SKY GLP weight programme. It is available once you have a SKY GLP subscription.';

export const measurementMessages = {
  weightRequired: 'Weight is required',
  weightNotNumber: 'Weight must be a number of pounds, e.g. 182.4',
  weightRange: `Weight must be between ${WEIGHT_MIN_LBS} and ${WEIGHT_MAX_LBS} ${WEIGHT_UNIT}`,
  weightDecimals: 'Weight can have one decimal at most',
  dateRequired: 'Date is required',
  dateInvalid: 'Invalid date',
  dateInFuture: 'The date cannot be in the future',
} as const;

export interface WeightMeasurement {
  /** 'YYYY-MM-DD'. */
  measuredOn: string;
  weightLbs: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The legacy API refuses older dates; nobody logs a weigh-in from before then. */
export const EARLIEST_DATE = '1900-01-01';

/** 'YYYY-MM-DD' that is a real calendar date (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The calendar date of `date` where the code runs (the browser: the customer's own today). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's calendar date in UTC: the legacy API's "today", which no U.S. customer's today is after. */
export function utcIsoDate(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

export function toTenths(lbs: number): number {
  return Math.round(lbs * 10);
}

const byDateAscending = <M extends WeightMeasurement>(a: M, b: M) => a.measuredOn.localeCompare(b.measuredOn);

export type WithChange<M extends WeightMeasurement> = M & {
  /** Pounds since the weigh-in before it (negative: lost); null for the first one. */
  changeLbs: number | null;
};

/** Each weigh-in with its change since the one before, newest first (whatever order they come in). */
export function withWeightChanges<M extends WeightMeasurement>(measurements: readonly M[]): WithChange<M>[] {
  const ascending = [...measurements].sort(byDateAscending);
  return ascending
    .map((measurement, index) => {
      const previous = ascending[index - 1];
      const changeLbs = previous
        ? (toTenths(measurement.weightLbs) - toTenths(previous.weightLbs)) / 10
        : null;
      return { ...measurement, changeLbs };
    })
    .reverse();
}

export interface WeightTrend {
  first: WeightMeasurement;
  latest: WeightMeasurement;
  /** latest − first, in pounds (negative: lost). */
  changeLbs: number;
  count: number;
}

/** From the first weigh-in to the latest; null without any. */
export function weightTrend(measurements: readonly WeightMeasurement[]): WeightTrend | null {
  const ascending = [...measurements].sort(byDateAscending);
  const first = ascending[0];
  const latest = ascending[ascending.length - 1];
  if (!first || !latest) return null;
  const changeLbs = (toTenths(latest.weightLbs) - toTenths(first.weightLbs)) / 10;
  return { first, latest, changeLbs, count: ascending.length };
}

/** 227.1 → '227.1 lb'; 230 → '230.0 lb'. */
export function formatWeight(lbs: number): string {
  return `${lbs.toFixed(1)} ${WEIGHT_UNIT}`;
}

/** −1.4 → '−1.4 lb' (a true minus sign); 0.8 → '+0.8 lb'; 0 → '0.0 lb'. */
export function formatWeightChange(changeLbs: number): string {
  const size = formatWeight(Math.abs(changeLbs));
  if (changeLbs < 0) return `\u2212${size}`;
  if (changeLbs > 0) return `+${size}`;
  return size;
}

/** The same change in words, for screen readers and summaries: 'Down 1.4 lb', 'Up 0.8 lb', 'No change'. */
export function describeWeightChange(changeLbs: number): string {
  if (changeLbs < 0) return `Down ${formatWeight(-changeLbs)}`;
  if (changeLbs > 0) return `Up ${formatWeight(changeLbs)}`;
  return 'No change';
}

/**
 * The trend in one sentence, so the numbers are readable without the chart:
 * 'Down 9.7 lb since Oct 6, 2026 (7 weigh-ins; latest 227.1 lb on Nov 17, 2026).'
 */
export function weightTrendSummary(measurements: readonly WeightMeasurement[]): string | null {
  const trend = weightTrend(measurements);
  if (!trend) return null;
  const latest = `${formatWeight(trend.latest.weightLbs)} on ${formatDate(trend.latest.measuredOn)}`;
  if (trend.count === 1) return `One weigh-in so far: ${latest}.`;
  return `${describeWeightChange(trend.changeLbs)} since ${formatDate(trend.first.measuredOn)} (${trend.count} weigh-ins; latest ${latest}).`;
}
