import type { CardValues } from '@helmsman/domain';
import type { CheckoutAddressView, CheckoutPayment, SubmitResult } from '@helmsman/ui';
import type { PlaceOrderInput, PlaceOrderMutation } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { toSubmitResult } from '../graphql/form-result.ts';
import { IntentKeys } from '../graphql/intent-keys.ts';

type PlaceOrderAnswer = PlaceOrderMutation['placeOrder'];
export type PlacedOrder = NonNullable<PlaceOrderAnswer['order']>;

/**
 * Placing an order: the order; a refusal (the legacy error description or code); or no answer at all
 * (`unknown`: the order may have been placed, and only a retry of the same intent can tell).
 */
export type PlaceOrderOutcome =
  | { placed: PlacedOrder }
  | { refused: SubmitResult }
  | { unknown: SubmitResult };

/** The legacy card payload's names (cardSchema) as the gateway's NewCardInput. */
function newCard(values: CardValues): NonNullable<PlaceOrderInput['card']> {
  return { number: values.ccnum, expiry: values.ccexp, securityCode: values.cccvv, consent: values.consent };
}

/**
 * 'Place order' for one payment page. One idempotency key per intent (this address, this card): a
 * double click while the order is on its way gets the request already sent, not a second one; a
 * retry after an unknown outcome (no answer, a timeout) sends the same key, so the legacy API places
 * and charges once; a definite answer (placed, declined) spends the key, so a corrected card is a new
 * order attempt.
 */
export function createOrderPlacer(
  send: (input: PlaceOrderInput) => Promise<PlaceOrderAnswer>,
  intents: IntentKeys = new IntentKeys(),
) {
  let inFlight: Promise<PlaceOrderOutcome> | null = null;

  async function place(shipping: CheckoutAddressView, payment: CheckoutPayment): Promise<PlaceOrderOutcome> {
    const card = payment.card === 'new' ? newCard(payment.values) : null;
    const intent = { shipping, card };
    let answer: PlaceOrderAnswer;
    try {
      answer = await intents.send(intent, (idempotencyKey) => send({ shipping, card, idempotencyKey }));
    } catch (error) {
      return { unknown: { formError: errorMessage(error) } };
    }
    if (answer.ok && answer.order) return { placed: answer.order };
    return { refused: toSubmitResult(answer.error, 'Your order could not be placed.') };
  }

  return (shipping: CheckoutAddressView, payment: CheckoutPayment): Promise<PlaceOrderOutcome> => {
    inFlight ??= place(shipping, payment).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
