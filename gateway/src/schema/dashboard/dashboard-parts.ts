import { soonestShipment } from '@helmsman/domain';
import type { account, CallOutput, customer, Lander, messaging } from '@helmsman/lapi-client';
import { toMessage } from '../messages/to-message.ts';
import { billingProblemOrder, toOrder } from '../orders/to-order.ts';
import { toCustomerSubscription } from '../subscriptions/to-subscription.ts';
import type { CustomerSubscription, Dashboard } from '../types.generated.ts';
import { toCustomerFlag } from './to-customer-flag.ts';

/**
 * The dashboard's parts, one per legacy call, each built from its call's answer or left empty when
 * the call failed (null): the page still shows the other parts.
 */

type PendingOrders = CallOutput<typeof account.pendingOrders>;

export function accountPart(
  lander: Lander | null,
): Pick<Dashboard, 'firstName' | 'flags' | 'billingProblem'> {
  if (!lander) return { firstName: null, flags: [], billingProblem: null };
  const declined = billingProblemOrder(lander);
  const entry = declined === null ? undefined : lander.order_history[declined];
  return {
    firstName: lander.first_name.trim() || null,
    flags: lander.flags.map(toCustomerFlag),
    // A flag may point at an order the history no longer lists: the flag alone then links to it.
    billingProblem: declined !== null && entry ? toOrder(declined, entry) : null,
  };
}

export function pendingOrdersPart(pending: PendingOrders | null): Pick<Dashboard, 'pendingOrders'> {
  return {
    pendingOrders: (pending ?? []).map((order) => ({
      product: order.product,
      category: order.product_category,
    })),
  };
}

/** The next shipment; subscriptions the customer area has no words for are left out (as /subscriptions does). */
export function subscriptionsPart(
  subscriptions: customer.Subscription[] | null,
): Pick<Dashboard, 'nextShipment'> {
  const known = (subscriptions ?? [])
    .map(toCustomerSubscription)
    .filter((subscription): subscription is CustomerSubscription => subscription !== null);
  return { nextShipment: soonestShipment(known) };
}

export function messagesPart(
  recent: messaging.RecentMessages | null,
): Pick<Dashboard, 'recentMessages' | 'unreadMessageCount'> {
  return {
    recentMessages: (recent?.messages ?? []).map(toMessage),
    unreadMessageCount: recent?.unread_count ?? 0,
  };
}
