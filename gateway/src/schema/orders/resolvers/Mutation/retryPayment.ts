import { buyAgainSchema, validateWith } from '@helmsman/domain';
import { account, commerce, LapiFailure } from '@helmsman/lapi-client';
import { asCustomer, formError, refusalOrThrow } from '../../../../errors/index.ts';
import type { MutationResolvers, RetryPaymentResult } from './../../../types.generated.js';
import { toOrder } from '../../to-order.ts';
import { buyAgainMessages } from './buyAgain.ts';

// The argument is an order number, checked as 'Buy again' checks it.
const validate = validateWith(buyAgainSchema);

export const retryPaymentMessages = {
  notFound: buyAgainMessages.notFound,
  notRetryable:
    'This order cannot be paid again here. Update your payment method first, or order the products again.',
} as const;

/** The legacy API's refusals that mean "nothing to retry (yet)", not a payment problem to show as is. */
const NOT_RETRYABLE_CODES = new Set(['card_not_updated', 'order_not_declined']);

function refused(message: string, fieldErrors?: Record<string, string>): RetryPaymentResult {
  return { ok: false, error: formError(message, fieldErrors), order: null };
}

/**
 * The legacy API decides whether the order is the session customer's and may be paid again (it owns
 * the card's history); the gateway turns its refusals into the customer's words and, once paid, reads
 * the order back as the orders page shows it.
 */
export const retryPayment: NonNullable<MutationResolvers['retryPayment']> = async (_parent, args, ctx) => {
  const lapi = ctx.customerLapi();
  const orderNumber = String(args.orderNumber);
  const fieldErrors = validate({ orderNumber });
  if (fieldErrors) return refused(retryPaymentMessages.notFound, fieldErrors);

  try {
    await lapi.call(commerce.retryPayment, { orders_id: Number(orderNumber) });
  } catch (error) {
    // Another customer's order is the same 404 as a missing one.
    if (error instanceof LapiFailure && error.httpStatus === 404)
      return refused(retryPaymentMessages.notFound);
    if (error instanceof LapiFailure && NOT_RETRYABLE_CODES.has(error.details.errorCode ?? '')) {
      return refused(retryPaymentMessages.notRetryable);
    }
    // A decline says why ('Your card was declined.'); the customer can change the card and try again.
    const message = refusalOrThrow(error);
    ctx.logger.info({ orderNumber, message }, 'payment retry refused');
    return refused(message);
  }
  ctx.logger.info({ orderNumber }, 'declined order paid');
  const after = await asCustomer(() => lapi.call(account.ordersDetails, {}));
  const paid = after.order_history[orderNumber];
  return { ok: true, error: null, order: paid ? toOrder(orderNumber, paid) : null };
};
