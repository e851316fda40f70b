import { account, customer, messaging } from '@helmsman/lapi-client';
import type { GatewayContext } from '../../context.ts';
import { isSessionEnded, unauthenticated } from '../../lapi-errors.ts';
import type { Dashboard, DashboardPart } from '../types.generated.ts';
import { accountPart, messagesPart, pendingOrdersPart, subscriptionsPart } from './dashboard-parts.ts';

/** What the dashboard previews of the thread with the doctor. */
const RECENT_MESSAGES = 3;

function settledValue<T>(result: PromiseSettledResult<T>): T | null {
  return result.status === 'fulfilled' ? result.value : null;
}

/** The session customer's dashboard (Query.dashboard). */
export async function loadDashboard(
  ctx: Pick<GatewayContext, 'customerLapi' | 'logger'>,
): Promise<Dashboard> {
  const lapi = ctx.customerLapi();
  // Four independent legacy calls, made in parallel: the page waits for the slowest only, and one
  // failing leaves the other parts on the page.
  const [lander, pending, subscriptions, recent] = await Promise.allSettled([
    lapi.call(account.ordersDetails, {}),
    lapi.call(account.pendingOrders, {}),
    lapi.call(customer.subscriptions, {}),
    lapi.call(messaging.getRecent, { limit: RECENT_MESSAGES }),
  ]);
  const parts: [DashboardPart, PromiseSettledResult<unknown>][] = [
    ['ACCOUNT', lander],
    ['PENDING_ORDERS', pending],
    ['SUBSCRIPTIONS', subscriptions],
    ['MESSAGES', recent],
  ];
  const failed = parts.flatMap(([part, result]) =>
    result.status === 'rejected' ? [{ part, reason: result.reason as unknown }] : [],
  );
  if (failed.some(({ reason }) => isSessionEnded(reason))) throw unauthenticated();
  // Nothing to show: the page's error state (Yoga masks the cause and logs it).
  if (failed.length === parts.length) throw failed[0]?.reason;
  for (const { part, reason } of failed) ctx.logger.warn({ err: reason, part }, 'dashboard part failed');

  return {
    ...accountPart(settledValue(lander)),
    ...pendingOrdersPart(settledValue(pending)),
    ...subscriptionsPart(settledValue(subscriptions)),
    ...messagesPart(settledValue(recent)),
    unavailable: failed.map(({ part }) => part),
  };
}
