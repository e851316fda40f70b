import { describe, expect, it, vi } from 'vitest';
import type { PlaceOrderInput, PlaceOrderMutation } from '../gql/hooks.ts';
import { IntentKeys } from '../graphql/intent-keys.ts';
import { createOrderPlacer } from './place-order.ts';

const shipping = { address: '12 Elm St', address2: null, city: 'Springfield', state: 'IL', zip: '62704' };
const card = { ccnum: '4242424242424242', ccexp: '12/30', cccvv: '123', consent: true, shipping: 'standard' };

const placed: PlaceOrderMutation['placeOrder'] = {
  ok: true,
  error: null,
  order: {
    orderNumber: '100240',
    status: 'Processing',
    subtotalCents: 2499,
    discountCents: 0,
    totalCents: 2499,
    subscriptionIds: [],
    items: [
      {
        productId: '160',
        name: 'Holiday Bundle Special',
        priceCents: 2499,
        frequency: 'ONE_TIME',
        quantity: 1,
      },
    ],
  },
};
const declined: PlaceOrderMutation['placeOrder'] = {
  ok: false,
  error: { message: 'Your card was declined.', fieldErrors: [] },
  order: null,
};

let counter = 0;
const keys = () => new IntentKeys(() => `key-${++counter}`);

describe('createOrderPlacer', () => {
  it('sends one request for a double click, and both presses get its answer', async () => {
    let answer: (value: PlaceOrderMutation['placeOrder']) => void = () => {};
    const send = vi.fn(
      (_input: PlaceOrderInput) =>
        new Promise<PlaceOrderMutation['placeOrder']>((resolve) => (answer = resolve)),
    );
    const place = createOrderPlacer(send, keys());
    const first = place(shipping, { card: 'saved' });
    const second = place(shipping, { card: 'saved' });
    answer(placed);
    await expect(first).resolves.toEqual({ placed: placed.order });
    await expect(second).resolves.toEqual({ placed: placed.order });
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends the new card under the gateway names, the card on file as no card', async () => {
    const send = vi.fn(async (_input: PlaceOrderInput) => placed);
    const place = createOrderPlacer(send, keys());
    await place(shipping, { card: 'new', values: card });
    await place(shipping, { card: 'saved' });
    expect(send.mock.calls.map(([input]) => input.card)).toEqual([
      { number: '4242424242424242', expiry: '12/30', securityCode: '123', consent: true },
      null,
    ]);
    expect(send.mock.calls[0]?.[0].shipping).toEqual(shipping);
  });

  it('keeps the key for a retry after an unknown outcome, and renews it after an answer', async () => {
    const send = vi
      .fn<(input: PlaceOrderInput) => Promise<PlaceOrderMutation['placeOrder']>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(declined)
      .mockResolvedValueOnce(placed);
    const place = createOrderPlacer(send, keys());
    const lost = await place(shipping, { card: 'new', values: card });
    expect(lost).toEqual({ unknown: { formError: expect.stringContaining('could not reach') } });
    await expect(place(shipping, { card: 'new', values: card })).resolves.toEqual({
      refused: { formError: 'Your card was declined.', fieldErrors: {} },
    });
    await place(shipping, { card: 'new', values: card });
    const [timedOut, retried, again] = send.mock.calls.map(([input]) => input.idempotencyKey);
    expect(retried).toBe(timedOut);
    expect(again).not.toBe(retried);
  });
});
