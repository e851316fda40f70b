import { buyAgainSchema, validateWith } from '@helmsman/domain';
import { account, commerce } from '@helmsman/lapi-client';
import { asCustomer, mapLapiError } from '../../../../lapi-errors.ts';
import { formError } from '../../../form-error.ts';
import type { MutationResolvers, RetryPaymentResult } from './../../../types.generated.js';
import { refusalMessage } from '../../refusal.ts';
import { toOrder } from '../../to-order.ts';
import { buyAgainMessages } from './buyAgain.ts';

// The argument is an order number, checked as 'Buy again' checks it.
const validate = validateWith(buyAgainSchema);

export const retryPaymentMessages = {
  notFound: buyAgainMessages.notFound,
  notRetryable:
    'This order cannot be paid again here. Update your payment method first, or order the products again.',
} as const;

function refused(message: string, fieldErrors?: Record<string, string>): RetryPaymentResult {
  return { ok: false, error: formError(message, fieldErrors), order: null };
}

export const retryPayment: NonNullable<MutationResolvers['retryPayment']> = async (_parent, args, ctx) => {
  const lapi = ctx.customerLapi();
  const orderNumber = String(args.orderNumber);
  const fieldErrors = validate({ orderNumber });
  if (fieldErrors) return refused(retryPaymentMessages.notFound, fieldErrors);

  // The session's own history decides what may be retried; another customer's order is not found.
  const before = await asCustomer(() => lapi.call(account.ordersDetails, {}));
  const entry = before.order_history[orderNumber];
  if (!entry) return refused(retryPaymentMessages.notFound);
  if (!toOrder(orderNumber, entry).canRetryPayment) return refused(retryPaymentMessages.notRetryable);

  try {
    await lapi.call(commerce.retryPayment, { orders_id: Number(orderNumber) });
  } catch (error) {
    // A decline says why ('Your card was declined.'); the customer can change the card and try again.
    const message = refusalMessage(error);
    if (message === null) return mapLapiError(error);
    ctx.logger.info({ orderNumber, message }, 'payment retry refused');
    return refused(message);
  }
  ctx.logger.info({ orderNumber }, 'declined order paid');
  const after = await asCustomer(() => lapi.call(account.ordersDetails, {}));
  const paid = after.order_history[orderNumber];
  return { ok: true, error: null, order: paid ? toOrder(orderNumber, paid) : null };
};
