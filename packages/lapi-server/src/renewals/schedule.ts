import { addMonths, isRecurringFrequency, SHIPMENT_INTERVAL_MONTHS } from '@helmsman/domain';
import type { products, subscriptions } from '../db/schema/index.ts';
import type { OrderLine } from '../resources/checkout.ts';

/** A subscription's shipment rhythm and order line: what ship now, a renewal and its paid retry share. */

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Months between shipments; a row with no recurring frequency (none is seeded) ships monthly. */
export function intervalMonths(subscription: Pick<SubscriptionRow, 'frequency'>): number {
  return isRecurringFrequency(subscription.frequency) ? SHIPMENT_INTERVAL_MONTHS[subscription.frequency] : 1;
}

/**
 * The first shipment of the schedule through `dueDate` that falls after `today`. Counted in whole
 * intervals from the due date (not from today, and not interval by interval, which would let the
 * 31st slide to the 28th), so a renewal run late keeps the customer's day of the month; a run after a
 * long stop skips the shipments it missed instead of sending them all at once.
 */
export function nextOnSchedule(dueDate: string, months: number, today: string): string {
  let intervals = 1;
  while (addMonths(dueDate, intervals * months) <= today) intervals += 1;
  return addMonths(dueDate, intervals * months);
}

/** The order line of one shipment: the subscription's quantity at its own price (price_cents is for all). */
export function subscriptionLine(
  subscription: Pick<SubscriptionRow, 'quantity' | 'priceCents'>,
  product: typeof products.$inferSelect,
): OrderLine {
  return {
    product,
    quantity: subscription.quantity,
    unitPriceCents: Math.round(subscription.priceCents / subscription.quantity),
  };
}
