import { account, LapiFailure } from '@helmsman/lapi-client';
import { unauthenticated } from '../../../../lapi-errors.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { loadFailureMessage } from '../../refusal.ts';
import { billingProblemOrder, toOrder } from '../../to-order.ts';

function endsSession(result: PromiseSettledResult<unknown>): boolean {
  return (
    result.status === 'rejected' &&
    result.reason instanceof LapiFailure &&
    (result.reason.isUnauthenticated || result.reason.isForbidden)
  );
}

export const orders: NonNullable<QueryResolvers['orders']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  // Two independent legacy calls, made in parallel: the page waits for the slower one only, and one
  // failing leaves the other's list on the page (spec section 4: each has its own loading flag).
  const [lander, pending] = await Promise.allSettled([
    lapi.call(account.ordersDetails, {}),
    lapi.call(account.pendingOrders, {}),
  ]);
  if (endsSession(lander) || endsSession(pending)) throw unauthenticated();
  for (const [part, result] of [
    ['order history', lander],
    ['pending orders', pending],
  ] as const) {
    if (result.status === 'rejected')
      ctx.logger.warn({ err: result.reason, part }, 'orders page part failed');
  }

  return {
    history:
      lander.status === 'fulfilled'
        ? Object.entries(lander.value.order_history)
            .map(([number, entry]) => toOrder(number, entry))
            .sort(
              (a, b) =>
                b.placedAt.localeCompare(a.placedAt) || String(b.number).localeCompare(String(a.number)),
            )
        : null,
    historyError: lander.status === 'rejected' ? loadFailureMessage(lander.reason) : null,
    pending:
      pending.status === 'fulfilled'
        ? pending.value.map((order) => ({ product: order.product, category: order.product_category }))
        : null,
    pendingError: pending.status === 'rejected' ? loadFailureMessage(pending.reason) : null,
    billingProblemOrder: lander.status === 'fulfilled' ? billingProblemOrder(lander.value) : null,
  };
};
