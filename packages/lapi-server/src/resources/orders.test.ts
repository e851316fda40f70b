import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { demo } from '../db/demo-data.ts';
import { createSessionForTest } from '../db/seed.ts';
import type { Lander } from './orders.ts';

const ORDERS = '/lapi/account/orders/';
const PENDING = '/lapi/account/pendingorders/';
const ALEX_TOKEN = 'alex-orders-test-token';
const SAM_TOKEN = 'sam-orders-test-token';

/** The lander travels in `message` (legacy quirk); the tests below check its shape field by field. */
function landerOf(answer: LapiAnswer): Lander {
  expect(answer.envelope.message).toBeTypeOf('object');
  return answer.envelope.message as unknown as Lander;
}

describe.each(backends)('orders on %s', (backend) => {
  const context = useTestApp(backend);
  const call = (path: string, data: unknown, token: string) => callLapi(context.app, path, data, { token });

  beforeAll(async () => {
    await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_TOKEN);
    await createSessionForTest(context.database.db, demo.sam.leadsId, SAM_TOKEN);
  });

  describe('orders details', () => {
    it('puts the lander in `message` and null in `data`, as the legacy API does', async () => {
      const answer = await call(ORDERS, { leads_id: demo.alex.leadsId }, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.status).toBe('SUCCESS');
      expect(answer.envelope.data).toBeNull();
      expect(answer.envelope.message).toMatchObject({
        email: 'alex@helmsman.test',
        prospects_id: 582731,
        first_name: 'Alex',
        last_name: 'Berg',
      });
    });

    it("lists Alex's three orders with legacy money strings, dates and addresses", async () => {
      const lander = landerOf(await call(ORDERS, {}, ALEX_TOKEN));
      expect(Object.keys(lander.order_history)).toEqual(['100231', '100232', '100233']);
      expect(lander.order_history['100231']).toEqual({
        order_status: 'Shipped',
        order_date: '2026-08-14',
        order_total: '49.98',
        refund_amount: '0.00',
        tracking_number: '9400111899562834710231',
        shippingAddress: {
          address: '412 Congress Ave',
          address2: 'Apt 5B',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
        },
        order_items: {
          '5001': {
            product_name: 'Sleep Gummies',
            product_image: '/images/supp-sleep.webp',
            category: 'sleep',
          },
          '5002': {
            product_name: 'Immunity Gummies',
            product_image: '/images/supp-immunity.webp',
            category: 'immunity',
          },
        },
      });
      expect(lander.order_history['100232']).toMatchObject({
        order_status: 'Partially Refunded',
        order_total: '69.99',
        refund_amount: '24.99',
      });
      expect(Object.keys(lander.order_history['100232']?.order_items ?? {})).toHaveLength(2);
      for (const order of Object.values(lander.order_history)) {
        expect(order.order_date).toMatch(/^2026-(0\d|10)-\d{2}$/);
        expect(order.order_total).toMatch(/^\d+\.\d{2}$/);
      }
    });

    it('points the billing flag at the declined order', async () => {
      const lander = landerOf(await call(ORDERS, {}, ALEX_TOKEN));
      expect(lander.flags).toEqual([{ type: 'billing', label: 'Payment declined', orders_id: 100233 }]);
      const declined = lander.order_history[String(lander.flags[0]?.orders_id)];
      expect(declined).toMatchObject({
        order_status: 'Declined',
        order_total: '17.50',
        refund_amount: '0.00',
        tracking_number: null,
      });
      expect(Object.values(declined?.order_items ?? {})).toEqual([
        { product_name: 'Biotin Gummies', product_image: '/images/supp-biotin.webp', category: 'hair' },
      ]);
    });

    it('keys subscriptions by id, including the SKY GLP programme', async () => {
      const lander = landerOf(await call(ORDERS, {}, ALEX_TOKEN));
      expect(lander.subscriptions).toEqual({
        '7001': {
          product_id: 41,
          product_name: 'Sleep Gummies',
          category: 'sleep',
          frequency: 'MONTHLY',
          status: 'active',
          next_ship_date: '2026-12-14',
          price: '17.50',
        },
        '7002': {
          product_id: demo.products.semaglutide,
          product_name: 'Semaglutide Weight Programme 0.25 mg',
          category: 'SKY GLP',
          frequency: 'MONTHLY',
          status: 'active',
          next_ship_date: '2026-12-20',
          price: '299.00',
        },
      });
    });

    it("gives Sam only Sam's data when no leads_id is sent", async () => {
      const answer = await call(ORDERS, {}, SAM_TOKEN);
      const lander = landerOf(answer);
      expect(lander.email).toBe('sam@helmsman.test');
      expect(Object.keys(lander.order_history)).toEqual(['100234']);
      expect(lander.order_history['100234']).toMatchObject({ order_status: 'Shipped', order_total: '24.99' });
      expect(lander.flags).toEqual([]);
      expect(lander.subscriptions).toEqual({});
      expect(JSON.stringify(answer.envelope)).not.toContain('alex');
    });
  });

  describe('pending orders', () => {
    it("lists Alex's unfinished online visit", async () => {
      const answer = await call(PENDING, { leads_id: demo.alex.leadsId }, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }],
        message: '',
      });
    });

    it('is an empty list for Sam', async () => {
      expect((await call(PENDING, {}, SAM_TOKEN)).envelope.data).toEqual([]);
    });
  });

  describe("one customer cannot read another's rows", () => {
    it.each([ORDERS, PENDING, '/lapi/account/verifyauthentication/'])(
      "%s with Sam's token and Alex's leads_id is 403",
      async (path) => {
        const answer = await call(path, { leads_id: demo.alex.leadsId }, SAM_TOKEN);
        expect(answer.httpStatus).toBe(403);
        expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not allowed.' });
      },
    );
  });
});
