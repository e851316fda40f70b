import { cardSchema, type FieldErrors, validateWith } from '@helmsman/domain';
import { ecom, LapiFailure } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, formErrorOf } from '../../../../errors/index.ts';
import {
  idempotencyKeyProblem,
  idempotencyTexts,
  isKeyReused,
  withIdempotencyKey,
} from '../../../../idempotency.ts';
import { withCardTestingLimits } from '../../../../rate-limit/card-testing.ts';
import { paymentProcessorTrouble } from '../../../account/resolvers/Mutation/updatePaymentMethod.ts';
import type { MutationResolvers, PlaceOrderResult } from './../../../types.generated.js';
import { checkoutAddress } from '../../checkout-address.ts';
import { toPlacedOrder } from '../../to-checkout.ts';

/** The card form's rules; the shipping method the card update needs has no place in a checkout. */
const newCardSchema = cardSchema.omit(['shipping']);
const validateCard = validateWith(newCardSchema);

/** The card form's field names as the GraphQL input spells them, under `card.`. */
const cardFieldNames: Record<string, string> = {
  ccnum: 'card.number',
  ccexp: 'card.expiry',
  cccvv: 'card.securityCode',
  consent: 'card.consent',
};

const prefixed = (errors: FieldErrors | undefined, name: (field: string) => string): FieldErrors =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [name(field), message]));

const refused = (message: string, fieldErrors: FieldErrors = {}): PlaceOrderResult => ({
  ok: false,
  error: formError(message, fieldErrors),
  order: null,
});

/** Spec section 8's payment-style answers: 400, 402, 403 and 409 carry an error description. */
const DESCRIBED_REFUSALS = [400, 402, 403, 409];

/**
 * Checkout (spec section 4, step 3). The key is required: a double click, a retry after a timeout or a
 * reload places and charges the order once. Card details go to the legacy API (and on to the
 * processor) and nowhere else: not logged, not kept, not in the answer.
 */
export const placeOrder: NonNullable<MutationResolvers['placeOrder']> = async (_parent, { input }, ctx) => {
  const lapi = ctx.customerLapi();
  const shipping = checkoutAddress(input.shipping);
  const card = input.card
    ? {
        ccnum: input.card.number,
        ccexp: input.card.expiry,
        cccvv: input.card.securityCode,
        consent: input.card.consent,
      }
    : null;
  const keyProblem = idempotencyKeyProblem(input.idempotencyKey);
  const fieldErrors = {
    ...prefixed(shipping.ok ? undefined : shipping.fieldErrors, (field) => `shipping.${field}`),
    ...prefixed(card ? validateCard(card) : undefined, (field) => cardFieldNames[field] ?? field),
    ...(keyProblem ? { idempotencyKey: keyProblem } : {}),
  };
  if (!shipping.ok || Object.keys(fieldErrors).length > 0) return refused(FIX_FIELDS, fieldErrors);
  const order = { shipping: shipping.address };
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
    return placeOrderRefusal(error);
  }
};

function placeOrderRefusal(error: unknown): PlaceOrderResult {
  if (isKeyReused(error)) return refused(FIX_FIELDS, { idempotencyKey: idempotencyTexts.reused });
  if (error instanceof LapiFailure) {
    const { errorDescription, errorCode } = error.details;
    // A 403 with a description is the payment's; one without is the session's (mapLapiError).
    if (DESCRIBED_REFUSALS.includes(error.httpStatus) && errorDescription) return refused(errorDescription);
    if (error.httpStatus === 500 && errorCode) return refused(paymentProcessorTrouble(errorCode));
  }
  // The legacy API's own input checks (an address it does not ship to): under the form's fields.
  return { ok: false, error: formErrorOf(error), order: null };
}
