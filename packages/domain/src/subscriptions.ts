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

/** The legacy API's limit on a cancellation note. */
export const CANCEL_NOTE_MAX_LENGTH = 1000;

/**
 * Calendar days from a shipment leaving the warehouse to the customer's door: standard ground mail
 * takes 2–5 business days, so a week covers it including a weekend.
 */
export const ESTIMATED_DELIVERY_DAYS = 7;

/** The fields of a subscription its schedule depends on. */
export interface SubscriptionSchedule {
  status: SubscriptionStatus;
  frequency: RecurringFrequency;
  /** 'YYYY-MM-DD'; null once cancelled. */
  nextShipDate: string | null;
}

/**
 * The day the supply the customer has now runs out ('YYYY-MM-DD'), or null when there is nothing to
 * estimate from (a cancelled subscription has no next shipment).
 *
 * The rule: a shipment carries exactly one interval of doses (one bottle a month, three bottles a
 * quarter) and the schedule ships them one interval apart (skip, ship now and resume all keep that
 * cadence), so the box on hand is meant to last until the next one arrives: the next ship date plus
 * ESTIMATED_DELIVERY_DAYS. A pause keeps the next ship date, so for a paused subscription the same day
 * is when the customer runs out with nothing on the way, which is what the page warns about. Skipping
 * moves the estimate with the date: customers skip because they still have product left.
 */
export function runsOutOn(subscription: SubscriptionSchedule): string | null {
  if (subscription.status === 'cancelled' || subscription.nextShipDate === null) return null;
  return addDays(subscription.nextShipDate, ESTIMATED_DELIVERY_DAYS);
}

/**
 * The next ship date after a skip: one interval later, counted from today when there is no date
 * (the rule of /subscription/update/), so the page can say where the shipment moves before it asks.
 */
export function nextShipDateAfterSkip(subscription: SubscriptionSchedule, today: string): string {
  return addMonths(subscription.nextShipDate ?? today, SHIPMENT_INTERVAL_MONTHS[subscription.frequency]);
}

/** What the subscription would become at the other frequency of its product line. */
export interface FrequencyOption {
  frequency: RecurringFrequency;
  /** For the whole shipment (all its bottles). */
  priceCents: number;
}

/**
 * The other frequency a subscription can switch to (MONTHLY ↔ QUARTERLY of the same line) and what it
 * would cost, or null when the product is sold at one frequency only (treatments, e.g. SKY GLP). The
 * price scales with the bottles per shipment, as the legacy API prices the switch.
 */
export function frequencySwitch(
  productId: number,
  frequency: RecurringFrequency,
  priceCents: number,
): FrequencyOption | null {
  const current = findProduct(productId);
  const target: RecurringFrequency = frequency === 'MONTHLY' ? 'QUARTERLY' : 'MONTHLY';
  const counterpart = sameLineProduct(productId, target);
  if (!current || !counterpart) return null;
  const unitCents = Math.round(current.price * 100);
  const quantity = Math.max(1, Math.round(priceCents / unitCents));
  return { frequency: target, priceCents: Math.round(counterpart.price * 100) * quantity };
}

/**
 * What a customer saves a quarter by switching monthly to quarterly: three monthly shipments against
 * one quarterly (3 × $17.50 − $45.00 = $7.50). Zero when quarterly is not cheaper.
 */
export function quarterlySavingsCents(monthlyPriceCents: number, quarterlyPriceCents: number): number {
  return Math.max(0, SHIPMENT_INTERVAL_MONTHS.QUARTERLY * monthlyPriceCents - quarterlyPriceCents);
}

/**
 * The actions a subscription in `status` allows, in the order the page offers them. Mirrors the rules
 * of /subscription/update/: skip, ship now and pause need an active subscription, resume a paused one,
 * reactivate a cancelled one; the frequency changes while active or paused, when the line has another.
 */
export function availableSubscriptionActions(
  status: SubscriptionStatus,
  canChangeFrequency: boolean,
): SubscriptionAction[] {
  const frequency: SubscriptionAction[] = canChangeFrequency ? ['change_frequency'] : [];
  switch (status) {
    case 'active':
      return ['skip', 'ship_now', ...frequency, 'pause', 'cancel'];
    case 'paused':
      return ['resume', ...frequency, 'cancel'];
    case 'cancelled':
      return ['reactivate'];
  }
}

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

export const subscriptionMessages = {
  reasonRequired: 'Choose a reason to continue.',
  noteRequired: 'Tell us the reason in a few words.',
  noteTooLong: `Keep it under ${CANCEL_NOTE_MAX_LENGTH} characters.`,
} as const;
