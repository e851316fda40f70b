import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LapiClient } from '../client.ts';
import { LapiFailure, LapiProtocolError } from '../errors.ts';
import { commerce, ecom } from '../index.ts';

/** A real HTTP server answering what each test scripts, recording the paths and bodies it got. */
let server: Server;
let client: LapiClient;
let reply: { status: number; body: unknown };
let seen: { url: string; body: string }[] = [];
const session = { leadsId: 1001, token: 'commerce-client-test-token' };

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ url: req.url ?? '', body: new URLSearchParams(body).get('data') ?? '' });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  client = new LapiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

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
    reply = {
      status: 200,
      body: {
        status: 'SUCCESS',
        data: {
          cart: {
            products: { items: [item] },
            subtotal: '49.98',
            discount: '5.00',
            total: '44.98',
            coupon: { code: 'SAVE5', description: '$5 off' },
          },
        },
        message: '',
      },
    };
    const as = client.forSession(session);
    const cart = await as.call(ecom.addProduct, { product: { product_id: 40, quantity: 2 } });
    expect(cart.cart).toEqual({
      products: { items: [{ ...item, price: 24.99 }] },
      subtotal: 49.98,
      discount: 5,
      total: 44.98,
      coupon: { code: 'SAVE5', description: '$5 off' },
    });
    expect(seen[0]).toEqual({
      url: '/lapi/v2/ecom/add-product',
      body: '{"leads_id":1001,"product":{"product_id":40,"quantity":2}}',
    });
  });

  it('refuses a cart line of an unknown frequency', async () => {
    reply = {
      status: 200,
      body: {
        status: 'SUCCESS',
        data: {
          cart: {
            products: { items: [{ ...item, frequency: 'WEEKLY' }] },
            subtotal: '0.00',
            discount: '0.00',
            total: '0.00',
            coupon: null,
          },
        },
      },
    };
    await expect(client.forSession(session).call(ecom.cartContents, {})).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });

  it('reads the error description of a declined checkout, and the error code of a processor failure', async () => {
    const as = client.forSession(session);
    const order = { shipping: { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } };
    reply = {
      status: 402,
      body: {
        status: 'FAILURE',
        data: null,
        message: 'Your card was declined.',
        error_description: 'Your card was declined.',
      },
    };
    const declined = await as.call(ecom.placeOrder, order).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(LapiFailure);
    expect(declined).toMatchObject({
      httpStatus: 402,
      serverMessage: 'Your card was declined.',
      details: { errorDescription: 'Your card was declined.' },
    });

    reply = {
      status: 500,
      body: { status: 'FAILURE', data: null, message: 'Failed.', error_code: 'processing_error' },
    };
    await expect(as.call(ecom.placeOrder, order)).rejects.toMatchObject({
      httpStatus: 500,
      details: { errorCode: 'processing_error' },
    });
    expect(seen[0]?.url).toBe('/lapi/v2/ecom/place-order');
  });
});

describe('v1 commerce calls', () => {
  it('checks a coupon without a session', async () => {
    reply = {
      status: 200,
      body: {
        status: 'SUCCESS',
        data: { code: 'WELCOME15', description: '15% off', discount: '7.50', total: '42.48' },
      },
    };
    await expect(
      client.call(commerce.checkCoupon, { code: 'WELCOME15', cart_total: 49.98 }),
    ).resolves.toEqual({
      code: 'WELCOME15',
      description: '15% off',
      discount: 7.5,
      total: 42.48,
    });
    expect(seen[0]).toEqual({ url: '/lapi/coupon/code', body: '{"cart_total":49.98,"code":"WELCOME15"}' });
    expect(() => client.call(commerce.upsells, {})).toThrow(/customer-scoped/);
  });

  it('updates a subscription and reads it back', async () => {
    reply = {
      status: 200,
      body: {
        status: 'SUCCESS',
        data: {
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
        },
      },
    };
    const updated = await client
      .forSession(session)
      .call(commerce.updateSubscription, { subscription_id: 7001, action: 'change_frequency' });
    expect(updated).toMatchObject({ id: 7001, product_id: 42, frequency: 'QUARTERLY', price: 45 });
    expect(seen[0]).toEqual({
      url: '/lapi/subscription/update/',
      body: '{"action":"change_frequency","leads_id":1001,"subscription_id":7001}',
    });
  });

  it("surfaces 'Failed to update subscription.' with the reason", async () => {
    reply = {
      status: 404,
      body: {
        status: 'FAILURE',
        message: 'Failed to update subscription.',
        data: { code: 'not_found', message: 'There is no subscription 7999 on this account.' },
      },
    };
    await expect(
      client.forSession(session).call(commerce.updateSubscription, { subscription_id: 7999, action: 'skip' }),
    ).rejects.toMatchObject({ httpStatus: 404, serverMessage: 'Failed to update subscription.' });
  });
});
