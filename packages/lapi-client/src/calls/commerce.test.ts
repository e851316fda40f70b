import { describe, expect, it } from 'vitest';
import { LapiProtocolError } from '../errors.ts';
import { commerce, ecom } from '../index.ts';
import { failureOf, scriptedLapi } from '../testing/scripted-server.ts';

const lapi = scriptedLapi();

const item = {
  product_id: 40,
  name: 'Sleep Gummies',
  price: '24.99',
  frequency: 'ONE_TIME',
  quantity: 2,
  img: '/images/supp-sleep.webp',
  description: 'Melatonin gummies.',
  dose: 'Two gummies',
};

describe('v2 ecom calls', () => {
  it('posts under /lapi/v2/ecom and reads the cart with money as numbers', async () => {
    lapi.succeed({
      cart: {
        products: { items: [item] },
        subtotal: '49.98',
        discount: '5.00',
        total: '44.98',
        coupon: { code: 'SAVE5', description: '$5 off' },
      },
    });
    const as = lapi.customer;
    const cart = await as.call(ecom.addProduct, { product: { product_id: 40, quantity: 2 } });
    expect(cart.cart).toEqual({
      products: { items: [{ ...item, price: 24.99 }] },
      subtotal: 49.98,
      discount: 5,
      total: 44.98,
      coupon: { code: 'SAVE5', description: '$5 off' },
    });
    expect(lapi.sent[0]).toEqual({
      url: '/lapi/v2/ecom/add-product',
      data: '{"leads_id":1001,"product":{"product_id":40,"quantity":2}}',
      authorization: `Bearer ${lapi.session.token}`,
    });
  });

  it('refuses a cart line of an unknown frequency', async () => {
    lapi.succeed({
      cart: {
        products: { items: [{ ...item, frequency: 'WEEKLY' }] },
        subtotal: '0.00',
        discount: '0.00',
        total: '0.00',
        coupon: null,
      },
    });
    await expect(lapi.customer.call(ecom.cartContents, {})).rejects.toBeInstanceOf(LapiProtocolError);
  });

  it('reads the error description of a declined checkout, and the error code of a processor failure', async () => {
    const as = lapi.customer;
    const order = { shipping: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } };
    lapi.reply(402, {
      status: 'FAILURE',
      data: null,
      message: 'Your card was declined.',
      error_description: 'Your card was declined.',
    });
    const declined = await failureOf(as.call(ecom.placeOrder, order));
    expect(declined).toMatchObject({
      httpStatus: 402,
      serverMessage: 'Your card was declined.',
      details: { errorDescription: 'Your card was declined.' },
    });

    lapi.reply(500, { status: 'FAILURE', data: null, message: 'Failed.', error_code: 'processing_error' });
    await expect(as.call(ecom.placeOrder, order)).rejects.toMatchObject({
      httpStatus: 500,
      details: { errorCode: 'processing_error' },
    });
    expect(lapi.sent[0]?.url).toBe('/lapi/v2/ecom/place-order');
  });
});

describe('v1 commerce calls', () => {
  it('checks a coupon without a session', async () => {
    lapi.succeed({ code: 'WELCOME15', description: '15% off', discount: '7.50', total: '42.48' });
    await expect(
      lapi.client.call(commerce.checkCoupon, { code: 'WELCOME15', cart_total: 49.98 }),
    ).resolves.toEqual({
      code: 'WELCOME15',
      description: '15% off',
      discount: 7.5,
      total: 42.48,
    });
    expect(lapi.sent[0]).toEqual({
      url: '/lapi/coupon/code',
      data: '{"cart_total":49.98,"code":"WELCOME15"}',
      authorization: undefined,
    });
    expect(() => lapi.client.call(commerce.upsells, {})).toThrow(/customer-scoped/);
  });

  it('updates a subscription and reads it back', async () => {
    lapi.succeed({
      id: 7001,
      product_id: 42,
      product_name: 'Sleep Gummies',
      category: 'sleep',
      frequency: 'QUARTERLY',
      status: 'active',
      next_ship_date: '2026-11-14',
      price: '45.00',
      paused_until: null,
      cancel_reason: null,
    });
    const updated = await lapi.customer.call(commerce.updateSubscription, {
      subscription_id: 7001,
      action: 'change_frequency',
    });
    expect(updated).toMatchObject({ id: 7001, product_id: 42, frequency: 'QUARTERLY', price: 45 });
    expect(lapi.sent[0]).toEqual({
      url: '/lapi/subscription/update/',
      data: '{"action":"change_frequency","leads_id":1001,"subscription_id":7001}',
      authorization: `Bearer ${lapi.session.token}`,
    });
  });

  it("surfaces 'Failed to update subscription.' with the reason", async () => {
    lapi.reply(404, {
      status: 'FAILURE',
      message: 'Failed to update subscription.',
      data: { code: 'not_found', message: 'There is no subscription 7999 on this account.' },
    });
    await expect(
      lapi.customer.call(commerce.updateSubscription, { subscription_id: 7999, action: 'skip' }),
    ).rejects.toMatchObject({ httpStatus: 404, serverMessage: 'Failed to update subscription.' });
  });
});
