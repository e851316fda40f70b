import { account, customer, messaging } from '@helmsman/lapi-client';
import type { GatewayContext } from '../../context.ts';
import { settleParts } from '../../errors/index.ts';
import type { Dashboard } from '../types.generated.ts';
import { accountPart, messagesPart, pendingOrdersPart, subscriptionsPart } from './dashboard-parts.ts';

/** What the dashboard previews of the thread with the doctor. */
const RECENT_MESSAGES = 3;

/** The session customer's dashboard (Query.dashboard). Each part is named as `Dashboard.unavailable` names it. */
export async function loadDashboard(
  ctx: Pick<GatewayContext, 'customerLapi' | 'logger'>,
): Promise<Dashboard> {
  const lapi = ctx.customerLapi();
  const calls = {
    ACCOUNT: lapi.call(account.ordersDetails, {}),
    PENDING_ORDERS: lapi.call(account.pendingOrders, {}),
    SUBSCRIPTIONS: lapi.call(customer.subscriptions, {}),
    MESSAGES: lapi.call(messaging.getRecent, { limit: RECENT_MESSAGES }),
  };
  const { values, failed } = await settleParts(calls, { logger: ctx.logger, page: 'dashboard' });
  // Nothing to show: the page's error state (Yoga masks the cause and logs it).
  if (failed.length === Object.keys(calls).length) throw failed[0]?.reason;

  return {
    ...accountPart(values.ACCOUNT),
    ...pendingOrdersPart(values.PENDING_ORDERS),
    ...subscriptionsPart(values.SUBSCRIPTIONS),
    ...messagesPart(values.MESSAGES),
    unavailable: failed.map(({ part }) => part),
  };
}
