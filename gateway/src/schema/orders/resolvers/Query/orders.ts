import { account } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../lapi-errors.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { billingProblemOrder, toOrder } from '../../to-order.ts';

export const orders: NonNullable<QueryResolvers['orders']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  // Two independent legacy calls: made in parallel, so the page waits for the slower one only.
  const [lander, pending] = await asCustomer(() =>
    Promise.all([lapi.call(account.ordersDetails, {}), lapi.call(account.pendingOrders, {})]),
  );
  const history = Object.entries(lander.order_history)
    .map(([number, entry]) => toOrder(number, entry))
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || String(b.number).localeCompare(String(a.number)));
  return {
    history,
    pending: pending.map((order) => ({ product: order.product, category: order.product_category })),
    billingProblemOrder: billingProblemOrder(lander),
  };
};
