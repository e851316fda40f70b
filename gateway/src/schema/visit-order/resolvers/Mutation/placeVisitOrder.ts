import { toCents } from '@helmsman/domain';
import { commerce, customer } from '@helmsman/lapi-client';
import { withIdempotencyKey } from '../../../../idempotency.ts';
import { withCardTestingLimits } from '../../../../rate-limit/card-testing.ts';
import { checkOrderForm, NEW_CARD_SHIPPING_METHOD, orderRefusal } from '../../../checkout/order-form.ts';
import { visitAccess } from '../../../online-visit/visit-calls.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { chosenTreatment, noTreatmentChosen } from '../../to-visit-treatment.ts';

/**
 * The visit's treatment order (issue 14, point 5): the product of the drug, dosage and billing
 * frequency saved on the treatment step, read here (the browser names none); with none saved, a
 * FormError before anything is written. A new card is put on file first (/account/ccupdate/,
 * in the card-testing budget placeOrder and updatePaymentMethod share), the shipping address is saved,
 * then /order/create/ charges the card on file. Every write carries the intent's key, so a double
 * click or a retry saves the card once and charges once. Card details go to the legacy API only.
 */
export const placeVisitOrder: NonNullable<MutationResolvers['placeVisitOrder']> = async (
  _parent,
  { input },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, input.category);
  const form = checkOrderForm(input);
  if (!form.ok) return { ok: false, error: form.error, order: null };
  const { card, shipping } = form;
  const treatment = await chosenTreatment(lapi, category);
  if (!treatment) return { ok: false, error: noTreatmentChosen(), order: null };
  const options = withIdempotencyKey(input.idempotencyKey);
  try {
    if (card) {
      await withCardTestingLimits(
        ctx.rateLimits,
        { clientIp: ctx.clientIp, leadsId: ctx.session?.leadsId as number },
        () =>
          lapi.call(
            customer.updateCard,
            { ...card, consent: true, shipping: NEW_CARD_SHIPPING_METHOD, token: ctx.publicToken },
            options,
          ),
      );
    }
    await lapi.call(customer.changeAddress, { address: shipping });
    const placed = await lapi.call(
      commerce.createOrder,
      { product_id: treatment.product_id, shipping },
      options,
    );
    return {
      ok: true,
      error: null,
      order: {
        orderNumber: String(placed.order_number),
        status: placed.order_status,
        totalCents: toCents(placed.order_total),
        subscriptionId: placed.subscription_id === null ? null : String(placed.subscription_id),
      },
    };
  } catch (error) {
    return { ok: false, error: orderRefusal(error), order: null };
  }
};
