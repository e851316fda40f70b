import { catalogue, findProduct, type Product } from './catalogue.ts';
import type { Frequency } from './frequency.ts';

/**
 * What a customer can do to a subscription (the legacy /subscription/update/ call), the statuses it
 * moves between, and the fixed list of reasons a cancellation must give.
 */
export const SUBSCRIPTION_ACTIONS = [
  'skip',
  'ship_now',
  'change_frequency',
  'pause',
  'resume',
  'cancel',
  'reactivate',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Recurring frequencies: what a subscription can be switched between. */
export const RECURRING_FREQUENCIES = ['MONTHLY', 'QUARTERLY'] as const satisfies readonly Frequency[];
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export function isRecurringFrequency(value: unknown): value is RecurringFrequency {
  return typeof value === 'string' && (RECURRING_FREQUENCIES as readonly string[]).includes(value);
}

/** Months between two shipments. */
export const SHIPMENT_INTERVAL_MONTHS: Readonly<Record<RecurringFrequency, number>> = {
  MONTHLY: 1,
  QUARTERLY: 3,
};

/** Codes travel in the API and are stored; labels are what the cancel form shows. */
export const CANCEL_REASONS = [
  { code: 'too_expensive', label: 'It is too expensive' },
  { code: 'not_effective', label: 'It did not work for me' },
  { code: 'side_effects', label: 'I had side effects' },
  { code: 'too_much_product', label: 'I have too much product' },
  { code: 'switching_product', label: 'I am switching to another product' },
  { code: 'no_longer_needed', label: 'I no longer need it' },
  { code: 'other', label: 'Other reason' },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]['code'];
export const CANCEL_REASON_CODES = CANCEL_REASONS.map((reason) => reason.code) as [
  CancelReason,
  ...CancelReason[],
];

/**
 * The product of the same line (Sleep, Biotin, Immunity Gummies) sold at `frequency`: 41 (Sleep,
 * monthly) → 42 for QUARTERLY. Undefined for products outside the catalogue's lines (treatments, the
 * Holiday Bundle) or a frequency the line does not sell.
 */
export function sameLineProduct(productId: number, frequency: Frequency): Product | undefined {
  const product = findProduct(productId);
  if (!product || product.family === 'bundle') return undefined;
  return catalogue.find((other) => other.family === product.family && other.frequency === frequency);
}

/**
 * 'YYYY-MM-DD' plus whole months, clamped to the end of a shorter month (Jan 31 + 1 month = Feb 28 or
 * 29), so a monthly shipment never skips a month. Calendar dates are UTC throughout.
 */
export function addMonths(isoDate: string, months: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match || !Number.isInteger(months)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole days. */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time) || !Number.isInteger(days)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}
