import type { SubscriptionUpdateValues } from '@helmsman/domain';
import type { commerce } from '@helmsman/lapi-client';

/**
 * Validated values → the legacy call's input, sending each action only the fields it takes (the legacy
 * API refuses the others) with a fixed key order (the contract pins the serialised JSON).
 */
export function toLegacyUpdate(values: SubscriptionUpdateValues): commerce.SubscriptionUpdateInput {
  const subscription_id = Number(values.subscriptionId);
  switch (values.action) {
    case 'change_frequency':
      return values.frequency
        ? { subscription_id, action: values.action, frequency: values.frequency }
        : { subscription_id, action: values.action };
    case 'cancel': {
      if (!values.reason) throw new Error('cancel without a reason passed validation');
      return values.note
        ? { subscription_id, action: values.action, reason: values.reason, note: values.note }
        : { subscription_id, action: values.action, reason: values.reason };
    }
    default:
      // Pauses last until resumed: the list the page reads has no end date to show.
      return { subscription_id, action: values.action };
  }
}
