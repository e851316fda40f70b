import { addMonths, visitTreatmentFor } from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi } from '../../test/http.ts';
import { submitVisitForTest } from '../clinical/fixtures.ts';
import { demo } from '../db/demo-data.ts';
import {
  leadDoctors,
  messages,
  orderPayments,
  orders,
  pendingOrders,
  subscriptions,
  visits,
} from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { todayOf } from './checkout.ts';
import { removeCardOnFile, storeTestCard, TEST_CARDS } from './commerce-fixtures.ts';
import type { Lander } from './orders.ts';

const ORDER_CREATE = '/lapi/order/create/';
const COUPON = '/lapi/coupon/code';
const UPSELLS = '/lapi/leads/upsells';
const ALEX = 'alex-commerce-test-token';
const SAM = 'sam-commerce-test-token';

describe.each(backends)('commerce calls on %s', (backend) => {
  const context = useTestApp(backend);
  const db = () => context.database.db;
  const call = (path: string, data: unknown, token?: string) => callLapi(context.app, path, data, { token });
  const landerOf = async (token: string) =>
    (await call('/lapi/account/orders/', {}, token)).envelope.message as Lander;
  const ordersOf = (leadId: number) => db().select().from(orders).where(eq(orders.leadId, leadId));
  const doctorMessagesOf = async (leadId: number, containing: string) =>
    (await db().select().from(messages).where(eq(messages.leadId, leadId))).filter(
      (message) => message.sender === 'doctor' && message.body.includes(containing),
    );

  beforeEach(async () => {
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
  });

  describe('/order/create/', () => {
    it('orders the treatment of an online visit with the card on file and starts its subscription', async () => {
      await storeTestCard(db(), demo.alex.leadsId, TEST_CARDS.approve);
      const answer = await call(ORDER_CREATE, { product_id: demo.products.sildenafil }, ALEX);
      expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      const today = todayOf(context.clock);
      expect(answer.envelope).toMatchObject({
        status: 'SUCCESS',
        message: 'Order placed.',
        data: {
          order_status: 'Processing',
          order_date: today,
          order_total: '30.00',
          product_id: demo.products.sildenafil,
          product_name: 'Sildenafil 50 mg',
          quantity: 1,
        },
      });
      const { order_number, subscription_id } = answer.envelope.data as {
        order_number: number;
        subscription_id: number;
      };
      expect(order_number).toBeGreaterThan(demo.sam.orders.shipped);

      // The order is in the orders details, shipped to the address on file.
      const lander = await landerOf(ALEX);
      expect(lander.order_history[order_number]).toMatchObject({
        order_status: 'Processing',
        order_total: '30.00',
        tracking_number: null,
        shippingAddress: { address: '412 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      });
      expect(Object.values(lander.order_history[order_number]?.order_items ?? {})).toEqual([
        { product_name: 'Sildenafil 50 mg', product_image: '/images/treatment-ed.webp', category: 'ed' },
      ]);
      expect(lander.subscriptions[subscription_id]).toMatchObject({
        product_id: demo.products.sildenafil,
        status: 'active',
        next_ship_date: addMonths(today, 1),
        price: '30.00',
      });
      // The visit is paid for: nothing left to "Finish"; the payment is on record without the card number.
      expect((await call('/lapi/account/pendingorders/', {}, ALEX)).envelope.data).toEqual([]);
      const payments = await db()
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderNumber, order_number));
      expect(payments).toMatchObject([
        { amountCents: 3000, status: 'approved', declineCode: null, cardBrand: 'visa', cardLast4: '4242' },
      ]);
      expect(payments[0]?.chargeId).toMatch(/^ch_test_/);
      // No new billing flag.
      expect(lander.flags).toHaveLength(1);
    });

    it('ships to the address given instead of the one on file', async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      const shipping = { address: '9 Elm St', city: 'Dallas', state: 'tx', zip: '75201' };
      const answer = await call(ORDER_CREATE, { product_id: demo.products.sildenafil, shipping }, ALEX);
      expect(answer.httpStatus).toBe(200);
      const { order_number } = answer.envelope.data as { order_number: number };
      expect((await landerOf(ALEX)).order_history[order_number]?.shippingAddress).toEqual({
        address: '9 Elm St',
        address2: '',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
        country: 'US',
      });
    });

    it("answers 409 'No payment method on file.' without a card, and orders nothing", async () => {
      await removeCardOnFile(db(), demo.alex.leadsId);
      const answer = await call(ORDER_CREATE, { product_id: demo.products.sildenafil }, ALEX);
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope).toMatchObject({
        status: 'FAILURE',
        data: null,
        message: 'No payment method on file.',
        error_description: 'No payment method on file.',
      });
      expect(await ordersOf(demo.alex.leadsId)).toHaveLength(3);
      expect((await call('/lapi/account/pendingorders/', {}, ALEX)).envelope.data).toHaveLength(1);
    });

    it('records a declined charge as a Declined order with a billing flag on it', async () => {
      // Alex's demo card on file is the processor's "declines" card.
      const answer = await call(ORDER_CREATE, { product_id: demo.products.sildenafil }, ALEX);
      expect(answer.httpStatus).toBe(402);
      expect(answer.envelope).toMatchObject({
        status: 'FAILURE',
        data: null,
        message: 'Your card was declined.',
        error_description: 'Your card was declined.',
      });
      const lander = await landerOf(ALEX);
      const declined = Object.entries(lander.order_history).filter(
        ([number, order]) =>
          order.order_status === 'Declined' && Number(number) !== demo.alex.orders.declined,
      );
      expect(declined).toHaveLength(1);
      const [orderNumber, order] = declined[0] ?? [];
      expect(order).toMatchObject({ order_total: '30.00', tracking_number: null });
      expect(lander.flags).toContainEqual({
        type: 'billing',
        label: 'Payment declined',
        orders_id: Number(orderNumber),
      });
      // Not paid: the visit stays pending and no subscription starts.
      expect((await call('/lapi/account/pendingorders/', {}, ALEX)).envelope.data).toHaveLength(1);
      expect(Object.keys(lander.subscriptions)).toEqual(['7001', '7002']);
    });

    it('sells only prescribed treatments, and only after an online visit', async () => {
      await storeTestCard(db(), demo.sam.leadsId);
      for (const product_id of [40, 999]) {
        const answer = await call(ORDER_CREATE, { product_id }, SAM);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope.message).toBe(
          'Invalid request: product_id is not a prescribed treatment (shop products use the cart)',
        );
      }
      const answer = await call(ORDER_CREATE, { product_id: demo.products.sildenafil }, SAM);
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope.error_description).toBe('Complete an online visit for this treatment first.');
      expect(await ordersOf(demo.sam.leadsId)).toHaveLength(1);
    });

    it("refuses a treatment of another category than the visit's, or not the one the visit chose", async () => {
      await storeTestCard(db(), demo.alex.leadsId, TEST_CARDS.approve);
      const finasteride = await call(ORDER_CREATE, { product_id: demo.products.finasteride }, ALEX);
      expect(finasteride.httpStatus).toBe(409);
      expect(finasteride.envelope.error_description).toBe(
        'Complete an online visit for this treatment first.',
      );

      await submitVisitForTest(db(), demo.alex.leadsId, 'ed', { paid: false });
      const chosen = { drug: 'tadalafil', dosage: '5 mg', frequency: 'QUARTERLY' };
      await db().update(visits).set(chosen).where(eq(visits.leadId, demo.alex.leadsId));
      const sildenafil = await call(ORDER_CREATE, { product_id: demo.products.sildenafil }, ALEX);
      expect(sildenafil.httpStatus).toBe(409);
      expect(sildenafil.envelope).toMatchObject({
        error_description: 'This is not the treatment chosen in your online visit.',
        data: { fields: ['drug', 'dosage', 'frequency'] },
      });
      const monthly = visitTreatmentFor('ed', { ...chosen, frequency: 'MONTHLY' });
      const answer = await call(ORDER_CREATE, { product_id: monthly?.product_id }, ALEX);
      expect(answer.envelope.data).toEqual({ fields: ['frequency'] });
      expect(await ordersOf(demo.alex.leadsId)).toHaveLength(3);

      const tadalafil = visitTreatmentFor('ed', chosen);
      const ordered = await call(ORDER_CREATE, { product_id: tadalafil?.product_id }, ALEX);
      expect(ordered.httpStatus, JSON.stringify(ordered.envelope)).toBe(200);
      expect(ordered.envelope.data).toMatchObject({ product_name: 'Tadalafil 5 mg', order_total: '94.50' });
    });

    it('refuses a quantity for a treatment sold one per order', async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      const answer = await call(ORDER_CREATE, { product_id: demo.products.sildenafil, quantity: 2 }, ALEX);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope.message).toContain('quantity cannot be chosen for Sildenafil 50 mg');
    });

    it("does not let Sam order on Alex's account", async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      const answer = await call(
        ORDER_CREATE,
        { leads_id: demo.alex.leadsId, product_id: demo.products.sildenafil },
        SAM,
      );
      expect(answer.httpStatus).toBe(403);
      expect(await ordersOf(demo.alex.leadsId)).toHaveLength(3);
    });

    it('charges once for a retry with the same Idempotency-Key, and answers the first order again', async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      const headers = { 'Idempotency-Key': 'visit-order-5b0f4d2e' };
      const first = await callLapi(
        context.app,
        ORDER_CREATE,
        { product_id: demo.products.sildenafil },
        { token: ALEX, headers },
      );
      const retry = await callLapi(
        context.app,
        ORDER_CREATE,
        { product_id: demo.products.sildenafil },
        { token: ALEX, headers },
      );
      expect(first.httpStatus).toBe(200);
      expect(retry.httpStatus).toBe(200);
      expect(retry.envelope).toEqual(first.envelope);
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await ordersOf(demo.alex.leadsId)).toHaveLength(4);
      const { order_number } = first.envelope.data as { order_number: number };
      expect(
        await db().select().from(orderPayments).where(eq(orderPayments.orderNumber, order_number)),
      ).toHaveLength(1);
      expect(await doctorMessagesOf(demo.alex.leadsId, 'I will review your')).toHaveLength(1);
    });

    it("assigns a patient without a doctor the clinic's doctor, who opens the visit's thread once", async () => {
      await storeTestCard(db(), demo.sam.leadsId);
      await db()
        .insert(pendingOrders)
        .values({ leadId: demo.sam.leadsId, product: 'Sildenafil 50 mg', productCategory: 'ed' });
      const headers = { 'Idempotency-Key': 'visit-order-sam-1' };
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await callLapi(
          context.app,
          ORDER_CREATE,
          { product_id: demo.products.sildenafil },
          { token: SAM, headers },
        );
        expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      }
      expect(
        await db().select().from(leadDoctors).where(eq(leadDoctors.leadId, demo.sam.leadsId)),
      ).toMatchObject([{ doctorId: demo.doctor.id }]);
      expect((await doctorMessagesOf(demo.sam.leadsId, '')).map((message) => message.body)).toEqual([
        "Hi Sam, I'm Dr. Maya Lindqvist, MD, your Helmsman doctor. I will review your erectile dysfunction " +
          'visit within 1 business day. If you have any questions in the meantime, you can reply here.',
      ]);
    });

    it('posts no message for a declined order', async () => {
      const answer = await call(ORDER_CREATE, { product_id: demo.products.sildenafil }, ALEX);
      expect(answer.httpStatus).toBe(402);
      expect(await doctorMessagesOf(demo.alex.leadsId, 'I will review your')).toEqual([]);
    });
  });

  describe('/coupon/code', () => {
    it('gives the terms of a coupon, and with a cart total the discount and new total', async () => {
      const terms = await call(COUPON, { code: 'WELCOME15' });
      expect(terms.httpStatus).toBe(200);
      expect(terms.envelope).toEqual({
        status: 'SUCCESS',
        message: 'This coupon is valid.',
        data: {
          code: 'WELCOME15',
          description: '15% off your order',
          percent_off: 15,
          amount_off: null,
          minimum_total: null,
          category: null,
          expires_on: null,
          discount: null,
          total: null,
        },
      });
      // 15% of 49.98 is 7.497: rounded to the cent.
      expect((await call(COUPON, { code: 'welcome15', cart_total: 49.98 })).envelope.data).toMatchObject({
        discount: '7.50',
        total: '42.48',
      });
      expect((await call(COUPON, { code: ' save5 ', cart_total: '24.99' })).envelope.data).toMatchObject({
        code: 'SAVE5',
        amount_off: '5.00',
        minimum_total: '20.00',
        discount: '5.00',
        total: '19.99',
      });
    });

    it('leaves the discount of a category coupon to the cart', async () => {
      const answer = await call(COUPON, { code: 'SLEEPWELL', cart_total: 100 });
      expect(answer.envelope.data).toMatchObject({ category: 'sleep', percent_off: 20, discount: null });
    });

    it('refuses unknown and expired codes and totals under the minimum', async () => {
      expect(await call(COUPON, { code: 'NOPE' })).toMatchObject({
        httpStatus: 400,
        envelope: {
          status: 'FAILURE',
          message: 'This coupon code is not valid.',
          data: { code: 'unknown_coupon' },
        },
      });
      expect(await call(COUPON, { code: 'SUMMER2025' })).toMatchObject({
        httpStatus: 410,
        envelope: { status: 'FAILURE', message: 'This coupon has expired.' },
      });
      expect(await call(COUPON, { code: 'SAVE5', cart_total: 19.99 })).toMatchObject({
        httpStatus: 400,
        envelope: { status: 'FAILURE', message: 'This coupon needs an order total of at least $20.00.' },
      });
    });
  });

  describe('/leads/upsells', () => {
    const idsOf = (answer: { envelope: { data: unknown } }) =>
      (answer.envelope.data as { product_id: number }[]).map((product) => product.product_id);

    it('offers the lines Alex does not subscribe to, and the Holiday Bundle', async () => {
      const answer = await call(UPSELLS, {}, ALEX);
      expect(answer.httpStatus).toBe(200);
      expect(idsOf(answer)).toEqual([30, 31, 32, 35, 36, 37, 160]);
      expect((answer.envelope.data as object[]).at(-1)).toEqual({
        product_id: 160,
        product_name: 'Holiday Bundle Special',
        price: '24.99',
        frequency: 'ONE_TIME',
        quantity_supported: false,
        category: 'bundle',
        img: '/images/supp-bundle.webp',
        description: 'One bottle each of Sleep, Hair (Biotin) and Immunity Gummies.',
        dose: 'One bottle each',
      });
    });

    it('offers the whole shop to Sam, and a cancelled line again', async () => {
      expect(idsOf(await call(UPSELLS, {}, SAM))).toEqual([30, 31, 32, 35, 36, 37, 40, 41, 42, 160]);
      await db().update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, 7001));
      expect(idsOf(await call(UPSELLS, {}, ALEX))).toContain(41);
    });

    it('needs a session', async () => {
      expect((await call(UPSELLS, {})).httpStatus).toBe(401);
      expect((await call(UPSELLS, { leads_id: demo.alex.leadsId }, SAM)).httpStatus).toBe(403);
    });
  });
});
