import { cardSchema, type FieldErrors, validateWith } from '@helmsman/domain';
import { type customer, LapiFailure } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, formErrorOf } from '../../errors/index.ts';
import { idempotencyKeyProblem, idempotencyTexts, isKeyReused } from '../../idempotency.ts';
import { paymentProcessorTrouble } from '../account/resolvers/Mutation/updatePaymentMethod.ts';
import type { CheckoutAddressInput, FormError, NewCardInput } from '../types.generated.ts';
import { checkoutAddress } from './checkout-address.ts';

/**
 * What an order's payment form sends (the shop's checkout and the visit's payment step): the shipping
 * address, a new card or none (the card on file pays), and the intent's idempotency key. Checked with
 * the domain's rules, and the legacy API's refusals told as spec section 8 says.
 */

/** The card form's rules; the shipping method the card update needs has no place in an order. */
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

/**
 * The shipping method /account/ccupdate/ requires with a card (it ships a retried order): putting a
 * card on file before an order ships nothing by itself, so the usual method goes.
 */
export const NEW_CARD_SHIPPING_METHOD = 'standard';

export interface NewCard {
  ccnum: string;
  ccexp: string;
  cccvv: string;
  consent: boolean;
}

export type CheckedOrderForm =
  | { ok: true; shipping: customer.PostalAddressInput; card: NewCard | null }
  | { ok: false; error: FormError };

/** The form's problems under their fields (shipping.zip, card.number, …, idempotencyKey), or its values. */
export function checkOrderForm(input: {
  shipping: CheckoutAddressInput;
  card?: NewCardInput | null;
  idempotencyKey: string;
}): CheckedOrderForm {
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
  if (!shipping.ok || Object.keys(fieldErrors).length > 0) {
    return { ok: false, error: formError(FIX_FIELDS, fieldErrors) };
  }
  return { ok: true, shipping: shipping.address, card };
}

/** Spec section 8's payment-style answers: 400, 402, 403 and 409 carry an error description. */
const DESCRIBED_REFUSALS = [400, 402, 403, 409];

/** Why the legacy API did not place an order, as the form shows it. */
export function orderRefusal(error: unknown): FormError {
  if (isKeyReused(error)) return formError(FIX_FIELDS, { idempotencyKey: idempotencyTexts.reused });
  if (error instanceof LapiFailure) {
    const { errorDescription, errorCode } = error.details;
    // A 403 with a description is the payment's; one without is the session's (mapLapiError).
    if (DESCRIBED_REFUSALS.includes(error.httpStatus) && errorDescription) return formError(errorDescription);
    if (error.httpStatus === 500 && errorCode) return formError(paymentProcessorTrouble(errorCode));
  }
  // The legacy API's own input checks (an address it does not ship to): under the form's fields.
  return formErrorOf(error);
}
