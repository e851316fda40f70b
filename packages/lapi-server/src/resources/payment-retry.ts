import { ORDER_STATUS_DECLINED } from '@helmsman/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import {
  flags,
  leads,
  orderItems,
  orderPayments,
  orders,
  paymentMethods,
  products,
  subscriptionRenewals,
  subscriptions,
} from '../db/schema/index.ts';
import { paymentFailure, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';
import { type Charge, PaymentError } from '../payments/test-processor.ts';
import { intervalMonths, nextOnSchedule } from '../renewals/schedule.ts';
import {
  BILLING_FLAG,
  cardOnFile,
  idInput,
  noCardOnFile,
  ORDER_STATUS_PAID,
  paymentErrorReply,
  startSubscriptions,
  todayOf,
} from './checkout.ts';

/**
 * Paying a declined order again with the card on file. The legacy API has no such call (a declined
 * order stays declined; its billing flag stays raised), so this is an extension: against a legacy API
 * without it, the customer area keeps 'Update payment method' and 'Order again' only.
 *
 * A retry is offered only once the card on file changed after the order's last payment attempt:
 * charging the card that just declined would decline again (and processors count such retries).
 */

export const ORDER_NOT_DECLINED = {
  httpStatus: 409,
  code: 'order_not_declined',
  description: 'This order has no payment to retry.',
} as const;
export const CARD_NOT_UPDATED = {
  httpStatus: 409,
  code: 'card_not_updated',
  description: 'Update your card before paying this order again.',
} as const;
export const PAYMENT_RETRIED = 'Payment received.';

/**
 * True for a Declined order that the card on file may pay now: the card was saved after the order's
 * last payment attempt (or, with none recorded, after its order date). A column expression, so the
 * order history reads it in its own query: correlated subqueries, evaluated for Declined rows only.
 *
 * The condition sits in a fragment of its own on purpose: in a select from one table, drizzle writes
 * the columns of a top-level sql field without their table (`"lead_id"`), and inside these subqueries
 * such a name means the subquery's own table, so the check compared every card and every payment of
 * every customer with themselves. A nested fragment's columns keep their table (`"orders"."lead_id"`).
 */
export const payableAgain = sql<boolean>`${sql`(${orders.status} = ${ORDER_STATUS_DECLINED} and exists (
  select 1 from ${paymentMethods}
  where ${paymentMethods.leadId} = ${orders.leadId}
    and ${paymentMethods.updatedAt} > coalesce(
      (select max(${orderPayments.createdAt}) from ${orderPayments}
        where ${orderPayments.orderNumber} = ${orders.orderNumber}),
      ${orders.orderDate}::timestamptz)))`}`;

async function isPayableAgain(db: Db, leadId: number, orderNumber: number): Promise<boolean> {
  const [row] = await db
    .select({ payable: payableAgain })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.leadId, leadId)));
  return row?.payable === true;
}

function orderLines(tx: Db, orderNumber: number) {
  return tx
    .select({ product: products, quantity: orderItems.quantity, unitPriceCents: orderItems.priceCents })
    .from(orderItems)
    .innerJoin(products, eq(products.productId, orderItems.productId))
    .where(eq(orderItems.orderNumber, orderNumber));
}

/**
 * When the order is a declined renewal (src/renewals/), records it paid and moves its subscription to
 * the next shipment after the one it paid, if the subscription still waits on it (active, same date).
 * False for any other order.
 */
async function renewalPaid(tx: Db, orderNumber: number, today: string): Promise<boolean> {
  const [renewal] = await tx
    .update(subscriptionRenewals)
    .set({ outcome: 'paid' })
    .where(eq(subscriptionRenewals.orderNumber, orderNumber))
    .returning({
      subscriptionId: subscriptionRenewals.subscriptionId,
      dueDate: subscriptionRenewals.dueDate,
    });
  if (!renewal) return false;
  const [subscription] = await tx
    .select({ frequency: subscriptions.frequency })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, renewal.subscriptionId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.nextShipDate, renewal.dueDate),
      ),
    )
    .for('update');
  if (subscription) {
    const nextShipDate = nextOnSchedule(renewal.dueDate, intervalMonths(subscription), today);
    await tx.update(subscriptions).set({ nextShipDate }).where(eq(subscriptions.id, renewal.subscriptionId));
  }
  return true;
}

const retryPayment = defineRoute({
  path: '/lapi/order/retry-payment/',
  kind: 'extension',
  auth: 'customer',
  audit: 'none',
  summary:
    'Charges a Declined order again to the card on file, once that card changed after the decline; paid, the order is Processing and its billing flag is cleared.',
  input: customerInput.extend({ orders_id: idInput }),
  async handler({ orders_id }, { db, leadId, clock, services, logger }) {
    return db.transaction(async (tx) => {
      // Serialises this lead's payments (as checkout does): a double click must not charge twice.
      await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update');
      const [order] = await tx
        .select({ status: orders.status, totalCents: orders.totalCents })
        .from(orders)
        .where(and(eq(orders.orderNumber, orders_id), eq(orders.leadId, leadId)));
      // Another lead's order is answered like a missing one: order numbers must not be probed.
      if (!order) return paymentFailure(404, 'Order not found.', 'order_not_found');
      if (order.status !== ORDER_STATUS_DECLINED) return paymentErrorReply(ORDER_NOT_DECLINED);
      const card = await cardOnFile(tx, leadId);
      if (!card) return noCardOnFile();
      if (!(await isPayableAgain(tx, leadId, orders_id))) return paymentErrorReply(CARD_NOT_UPDATED);

      let charge: Charge | null = null;
      let declined: PaymentError | null = null;
      try {
        charge = order.totalCents > 0 ? services.payments.charge(card.token, order.totalCents) : null;
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        if (error.httpStatus === 500) {
          logger.warn({ leadId, orderNumber: orders_id, code: error.code }, 'payment processor failed');
          return paymentErrorReply(error);
        }
        declined = error;
      }
      await tx.insert(orderPayments).values({
        orderNumber: orders_id,
        amountCents: order.totalCents,
        status: declined ? 'declined' : 'approved',
        chargeId: charge?.id ?? null,
        declineCode: declined?.code ?? null,
        cardBrand: card.brand,
        cardLast4: card.last4,
        // The clock that stamped the card's update, so "changed since the last attempt" compares alike.
        createdAt: clock.now(),
      });
      if (declined) {
        // Recorded, so the same card is not offered again until it is replaced.
        logger.info({ leadId, orderNumber: orders_id, code: declined.code }, 'payment retry declined');
        return paymentErrorReply(declined);
      }

      await tx.update(orders).set({ status: ORDER_STATUS_PAID }).where(eq(orders.orderNumber, orders_id));
      await tx
        .delete(flags)
        .where(
          and(eq(flags.leadId, leadId), eq(flags.type, BILLING_FLAG.type), eq(flags.ordersId, orders_id)),
        );
      const today = todayOf(clock);
      // A paid renewal moves its subscription on; any other declined order started no subscription,
      // and now that it is paid, its recurring lines do.
      const subscriptionIds = (await renewalPaid(tx, orders_id, today))
        ? []
        : await startSubscriptions(tx, leadId, await orderLines(tx, orders_id), today);
      logger.info({ leadId, orderNumber: orders_id, totalCents: order.totalCents }, 'payment retry approved');
      return success(
        {
          order_number: orders_id,
          order_status: ORDER_STATUS_PAID,
          order_total: legacyAmount(order.totalCents),
          card_brand: card.brand,
          card_last4: card.last4,
          subscription_ids: subscriptionIds,
        },
        PAYMENT_RETRIED,
      );
    });
  },
});

export const paymentRetryRoutes = [retryPayment];
