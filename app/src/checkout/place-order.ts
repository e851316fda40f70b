import type { CardValues } from '@helmsman/domain';
import type { CheckoutAddressView, CheckoutPayment, SubmitResult } from '@helmsman/ui';
import type { FormErrorFieldsFragment, PlaceOrderInput, PlaceOrderMutation } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { toSubmitResult } from '../graphql/form-result.ts';
import { IntentKeys } from '../graphql/intent-keys.ts';

export type PlacedOrder = NonNullable<PlaceOrderMutation['placeOrder']['order']>;

/**
 * Placing an order: the order; a refusal (the legacy error description or code); or no answer at all
 * (`unknown`: the order may have been placed, and only a retry of the same intent can tell).
 */
export type PlaceOrderOutcome<Order = PlacedOrder> =
  | { placed: Order }
  | { refused: SubmitResult }
  | { unknown: SubmitResult };

/** What an order mutation answers: the shop's placeOrder and the visit's placeVisitOrder. */
interface OrderAnswer<Order> {
  ok: boolean;
  error?: FormErrorFieldsFragment | null;
  order?: Order | null;
}

/** The input every order mutation takes: where it ships, a new card or none, the intent's key. */
export type OrderIntentInput = Pick<PlaceOrderInput, 'shipping' | 'card' | 'idempotencyKey'>;

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
export function createOrderPlacer<Order = PlacedOrder>(
  send: (input: OrderIntentInput) => Promise<OrderAnswer<Order>>,
  intents: IntentKeys = new IntentKeys(),
) {
  let inFlight: Promise<PlaceOrderOutcome<Order>> | null = null;

  async function place(
    shipping: CheckoutAddressView,
    payment: CheckoutPayment,
  ): Promise<PlaceOrderOutcome<Order>> {
    const card = payment.card === 'new' ? newCard(payment.values) : null;
    const intent = { shipping, card };
    let answer: OrderAnswer<Order>;
    try {
      answer = await intents.send(intent, (idempotencyKey) => send({ shipping, card, idempotencyKey }));
    } catch (error) {
      return { unknown: { formError: errorMessage(error) } };
    }
    if (answer.ok && answer.order) return { placed: answer.order };
    return { refused: toSubmitResult(answer.error, 'Your order could not be placed.') };
  }

  return (shipping: CheckoutAddressView, payment: CheckoutPayment): Promise<PlaceOrderOutcome<Order>> => {
    inFlight ??= place(shipping, payment).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
