import {
  frequencySwitch,
  isRecurringFrequency,
  isSubscriptionStatus,
  runsOutOn,
  subscriptionFrequencyText,
  toCents,
} from '@helmsman/domain';
import type { customer } from '@helmsman/lapi-client';
import type { CustomerSubscription, SubscriptionStatus } from '../types.generated.ts';

/**
 * A legacy subscription as the schema's CustomerSubscription, or null when the legacy API answers a
 * frequency or status the customer area has no words for (the caller logs and leaves it out rather
 * than failing the whole page).
 */
export function toCustomerSubscription(legacy: customer.Subscription): CustomerSubscription | null {
  const frequency = legacy.frequency.trim().toUpperCase();
  const status = legacy.status.trim().toLowerCase();
  if (!isRecurringFrequency(frequency) || !isSubscriptionStatus(status)) return null;
  const nextShipDate = legacy.next_ship_date ? legacy.next_ship_date.slice(0, 10) : null;
  const priceCents = toCents(legacy.price);
  return {
    id: String(legacy.id),
    productId: String(legacy.product_id),
    productName: legacy.product_name,
    category: legacy.category,
    image: legacy.img || null,
    frequency,
    frequencyText: subscriptionFrequencyText(legacy.product_id, frequency),
    priceCents,
    status: status.toUpperCase() as SubscriptionStatus,
    nextShipDate,
    runsOutOn: runsOutOn({ status, frequency, nextShipDate }),
    frequencySwitch: frequencySwitch(legacy.product_id, frequency, priceCents),
  };
}
