import { ecom } from '@helmsman/lapi-client';
import { withIdempotencyKey } from '../../../../idempotency.ts';
import { withCardTestingLimits } from '../../../../rate-limit/card-testing.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { checkOrderForm, orderRefusal } from '../../order-form.ts';
import { toPlacedOrder } from '../../to-checkout.ts';

/**
 * Checkout (spec section 4, step 3). The key is required: a double click, a retry after a timeout or a
 * reload places and charges the order once. Card details go to the legacy API (and on to the
 * processor) and nowhere else: not logged, not kept, not in the answer.
 */
export const placeOrder: NonNullable<MutationResolvers['placeOrder']> = async (_parent, { input }, ctx) => {
  const lapi = ctx.customerLapi();
  const form = checkOrderForm(input);
  if (!form.ok) return { ok: false, error: form.error, order: null };
  const { card } = form;
  const order = { shipping: form.shipping };
  const options = withIdempotencyKey(input.idempotencyKey);
  try {
    const placed = card
      ? await withCardTestingLimits(
          ctx.rateLimits,
          { clientIp: ctx.clientIp, leadsId: ctx.session?.leadsId as number },
          () =>
            lapi.call(
              ecom.placeOrder,
              { ...order, ccnum: card.ccnum, ccexp: card.ccexp, cccvv: card.cccvv, consent: true },
              options,
            ),
        )
      : await lapi.call(ecom.placeOrder, order, options);
    return { ok: true, error: null, order: toPlacedOrder(placed) };
  } catch (error) {
    return { ok: false, error: orderRefusal(error), order: null };
  }
};
