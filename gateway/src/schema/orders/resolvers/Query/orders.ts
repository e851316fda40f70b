import { account } from '@helmsman/lapi-client';
import { settleParts } from '../../../../errors/index.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { billingProblemOrder, toOrder } from '../../to-order.ts';

export const orders: NonNullable<QueryResolvers['orders']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  const { values, failureMessage } = await settleParts(
    { history: lapi.call(account.ordersDetails, {}), pending: lapi.call(account.pendingOrders, {}) },
    { logger: ctx.logger, page: 'orders' },
  );
  const { history: lander, pending } = values;

  return {
    history: lander
      ? Object.entries(lander.order_history)
          .map(([number, entry]) => toOrder(number, entry))
          .sort(
            (a, b) =>
              b.placedAt.localeCompare(a.placedAt) || String(b.number).localeCompare(String(a.number)),
          )
      : null,
    historyError: failureMessage('history'),
    pending: pending
      ? pending.map((order) => ({ product: order.product, category: order.product_category }))
      : null,
    pendingError: failureMessage('pending'),
    billingProblemOrder: lander ? billingProblemOrder(lander) : null,
  };
};
