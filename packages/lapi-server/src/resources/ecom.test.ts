import { addMonths } from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { createApp } from '../app.ts';
import { demo } from '../db/demo-data.ts';
import {
  cartItems,
  couponRedemptions,
  coupons,
  idempotencyKeys,
  orderPayments,
  orders,
} from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { createTestProcessor, PaymentError } from '../payments/test-processor.ts';
import { todayOf } from './checkout.ts';
import { fillCart, removeCardOnFile, storeTestCard } from './commerce-fixtures.ts';
import type { Lander } from './orders.ts';

const V2 = '/lapi/v2/ecom';
const ALEX = 'alex-ecom-test-token';
const SAM = 'sam-ecom-test-token';
const shipping = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

interface CartView {
  cart: {
    products: { items: { product_id: number; quantity: number; price: string; line_total: string }[] };
    item_count: number;
    subtotal: string;
    discount: string;
    total: string;
    coupon: { code: string; description: string; applies: boolean; message: string | null } | null;
  };
}

const cartOf = (answer: LapiAnswer) => (answer.envelope.data as CartView).cart;
const quantities = (answer: LapiAnswer) =>
  Object.fromEntries(cartOf(answer).products.items.map((item) => [item.product_id, item.quantity]));

describe.each(backends)('v2 ecom on %s', (backend) => {
  const context = useTestApp(backend);
  const db = () => context.database.db;
  const call = (call: string, data: unknown, token = ALEX) =>
    callLapi(context.app, `${V2}/${call}`, data, { token });
  const add = (product_id: number | string, quantity?: number, token = ALEX) =>
    call('add-product', { product: { product_id, ...(quantity !== undefined && { quantity }) } }, token);
  const orderCount = () => db().$count(orders);

  beforeEach(async () => {
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
  });

  describe('the cart', () => {
    it('starts empty', async () => {
      const answer = await call('cart', {});
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toEqual({
        cart: {
          products: { items: [] },
          item_count: 0,
          subtotal: '0.00',
          discount: '0.00',
          total: '0.00',
          coupon: null,
        },
      });
    });

    it('adds products, adding up quantities where a product supports them', async () => {
      expect((await add(40, 2)).httpStatus).toBe(200);
      await add(40);
      await add('41'); // legacy clients send product ids as strings
      const bundle = await add(160);
      expect(quantities(bundle)).toEqual({ 40: 3, 41: 1, 160: 1 });
      // The bundle is one per order: adding it again changes nothing.
      expect(quantities(await add(160))).toEqual({ 40: 3, 41: 1, 160: 1 });

      const answer = await call('cart', {});
      expect(cartOf(answer)).toMatchObject({
        item_count: 5,
        subtotal: '117.46',
        discount: '0.00',
        total: '117.46',
      });
      expect(cartOf(answer).products.items[0]).toEqual({
        product_id: 40,
        name: 'Sleep Gummies',
        price: '24.99',
        frequency: 'ONE_TIME',
        quantity: 3,
        quantity_supported: true,
        category: 'sleep',
        img: '/images/supp-sleep.webp',
        description: 'Melatonin and L-theanine gummies to fall asleep faster and wake up rested.',
        dose: 'Two gummies 30 minutes before bed',
        line_total: '74.97',
      });
    });

    it('refuses unknown products, treatments, quantities a product does not support, and too many', async () => {
      for (const productId of [999, demo.products.sildenafil]) {
        const answer = await add(productId);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope).toMatchObject({
          status: 'FAILURE',
          message: 'Invalid request: product.product_id is not a product of the shop',
        });
      }
      expect((await add(160, 2)).envelope.message).toContain(
        'product.quantity cannot be chosen for Holiday Bundle',
      );
      await add(40, 8);
      const tooMany = await add(40, 3);
      expect(tooMany.httpStatus).toBe(400);
      expect(tooMany.envelope.message).toContain('would exceed 10');
      expect(quantities(await call('cart', {}))).toEqual({ 40: 8 });
    });

    it('removes a product, and says so when it is not in the cart', async () => {
      await fillCart(db(), demo.alex.leadsId, [
        { productId: 40, quantity: 2 },
        { productId: 160, quantity: 1 },
      ]);
      expect(quantities(await call('remove-product', { product_id: 160 }))).toEqual({ 40: 2 });
      const again = await call('remove-product', { product_id: 160 });
      expect(again.httpStatus).toBe(404);
      expect(again.envelope).toEqual({
        status: 'FAILURE',
        data: null,
        message: 'Product 160 is not in your cart.',
      });
    });

    it('updates quantities all or nothing; 0 removes a line', async () => {
      await fillCart(db(), demo.alex.leadsId, [
        { productId: 40, quantity: 1 },
        { productId: 31, quantity: 1 },
        { productId: 160, quantity: 1 },
      ]);
      const updated = await call('update-cart', {
        items: [
          { product_id: 40, quantity: 4 },
          { product_id: 31, quantity: 0 },
        ],
      });
      expect(updated.httpStatus).toBe(200);
      expect(quantities(updated)).toEqual({ 40: 4, 160: 1 });

      const unknownLine = await call('update-cart', {
        items: [
          { product_id: 40, quantity: 1 },
          { product_id: 30, quantity: 2 },
        ],
      });
      expect(unknownLine.httpStatus).toBe(404);
      expect(unknownLine.envelope.message).toBe('Product 30 is not in your cart.');
      const bundleTwice = await call('update-cart', { items: [{ product_id: 160, quantity: 2 }] });
      expect(bundleTwice.httpStatus).toBe(400);
      expect(bundleTwice.envelope.message).toContain('items[0].quantity cannot be chosen');
      expect(quantities(await call('cart', {}))).toEqual({ 40: 4, 160: 1 });
    });
  });

  describe('with an Idempotency-Key', () => {
    const keyed = (path: string, data: unknown, idempotencyKey: string) =>
      callLapi(context.app, `${V2}/${path}`, data, {
        token: ALEX,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    const addKeyed = (idempotencyKey: string, quantity = 2) =>
      keyed('add-product', { product: { product_id: 40, quantity } }, idempotencyKey);

    it('adds a product once however often, and at once, the same add is sent', async () => {
      const idempotencyKey = crypto.randomUUID();
      const answers = await Promise.all([addKeyed(idempotencyKey), addKeyed(idempotencyKey)]);
      const again = await addKeyed(idempotencyKey);
      for (const answer of [...answers, again]) {
        expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      }
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(quantities(await call('cart', {}))).toEqual({ 40: 2 });
      // Without the key, the legacy clients' add adds up again.
      expect(quantities(await add(40, 2))).toEqual({ 40: 4 });
    });

    it('refuses the key with another body (422) and changes nothing', async () => {
      const idempotencyKey = crypto.randomUUID();
      await addKeyed(idempotencyKey, 2);
      const other = await addKeyed(idempotencyKey, 3);
      expect(other.httpStatus).toBe(422);
      expect(quantities(await call('cart', {}))).toEqual({ 40: 2 });
    });

    it('sets quantities once: a late retry does not undo a later change', async () => {
      await add(40, 1);
      const idempotencyKey = crypto.randomUUID();
      const update = { items: [{ product_id: 40, quantity: 3 }] };
      expect((await keyed('update-cart', update, idempotencyKey)).httpStatus).toBe(200);
      await call('update-cart', { items: [{ product_id: 40, quantity: 5 }] });
      const retry = await keyed('update-cart', update, idempotencyKey);
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      expect(quantities(await call('cart', {}))).toEqual({ 40: 5 });
    });
  });

  describe('coupons on the cart', () => {
    it('applies a fixed discount, and keeps the coupon without effect when the cart falls under its minimum', async () => {
      const empty = await call('apply-coupon', { code: 'SAVE5' });
      expect(empty.httpStatus).toBe(409);
      expect(empty.envelope.message).toBe('Your cart is empty.');

      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      const applied = await call('apply-coupon', { code: 'save5' });
      expect(applied.httpStatus).toBe(200);
      expect(cartOf(applied)).toMatchObject({
        subtotal: '24.99',
        discount: '5.00',
        total: '19.99',
        coupon: {
          code: 'SAVE5',
          description: '$5.00 off orders of $20.00 or more',
          applies: true,
          message: null,
        },
      });

      await add(41);
      const under = await call('remove-product', { product_id: 40 });
      expect(cartOf(under)).toMatchObject({
        subtotal: '17.50',
        discount: '0.00',
        total: '17.50',
        coupon: {
          code: 'SAVE5',
          applies: false,
          message: 'This coupon needs an order total of at least $20.00.',
        },
      });
    });

    it('refuses unknown, expired and unqualified coupons', async () => {
      await fillCart(db(), demo.alex.leadsId, [{ productId: 31, quantity: 1 }]);
      expect(await call('apply-coupon', { code: 'NOPE' })).toMatchObject({
        httpStatus: 400,
        envelope: { message: 'This coupon code is not valid.' },
      });
      expect(await call('apply-coupon', { code: 'SUMMER2025' })).toMatchObject({
        httpStatus: 410,
        envelope: { message: 'This coupon has expired.' },
      });
      expect(await call('apply-coupon', { code: 'SAVE5' })).toMatchObject({
        httpStatus: 400,
        envelope: { message: 'This coupon needs an order total of at least $20.00.' },
      });
      expect(await call('apply-coupon', { code: 'SLEEPWELL' })).toMatchObject({
        httpStatus: 400,
        envelope: { message: 'This coupon applies only to sleep products.' },
      });
      expect(cartOf(await call('cart', {})).coupon).toBeNull();
    });

    it('takes a category coupon off that category only', async () => {
      await fillCart(db(), demo.alex.leadsId, [
        { productId: 40, quantity: 2 },
        { productId: 31, quantity: 1 },
      ]);
      // 20% of the sleep line (49.98) is 9.996: 10.00; the biotin line pays full price.
      expect(cartOf(await call('apply-coupon', { code: 'SLEEPWELL' }))).toMatchObject({
        subtotal: '67.48',
        discount: '10.00',
        total: '57.48',
      });
    });
  });

  describe('place-order', () => {
    it('charges the card on file, records the order, starts subscriptions, redeems the coupon and empties the cart', async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      await fillCart(db(), demo.alex.leadsId, [
        { productId: 40, quantity: 2 },
        { productId: 32, quantity: 1 },
      ]);
      await call('apply-coupon', { code: 'WELCOME15' });
      const answer = await call('place-order', { shipping });
      expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      const today = todayOf(context.clock);
      // 2 × 24.99 + 45.00 = 94.98; 15% is 14.247 → 14.25.
      expect(answer.envelope).toMatchObject({
        status: 'SUCCESS',
        message: 'Order placed.',
        data: {
          order_status: 'Processing',
          order_date: today,
          subtotal: '94.98',
          discount: '14.25',
          total: '80.73',
          coupon: { code: 'WELCOME15' },
          items: [
            { product_id: 40, name: 'Sleep Gummies', price: '24.99', frequency: 'ONE_TIME', quantity: 2 },
            { product_id: 32, name: 'Biotin Gummies', price: '45.00', frequency: 'QUARTERLY', quantity: 1 },
          ],
        },
      });
      const { order_number, subscription_ids } = answer.envelope.data as {
        order_number: number;
        subscription_ids: number[];
      };
      expect(subscription_ids).toHaveLength(1);

      const lander = (await callLapi(context.app, '/lapi/account/orders/', {}, { token: ALEX })).envelope
        .message as Lander;
      expect(lander.order_history[order_number]).toMatchObject({
        order_status: 'Processing',
        order_total: '80.73',
        shippingAddress: { address: '412 Congress Ave', address2: 'Apt 5B', zip: '78701' },
      });
      expect(Object.keys(lander.order_history[order_number]?.order_items ?? {})).toHaveLength(2);
      expect(lander.subscriptions[String(subscription_ids[0])]).toMatchObject({
        product_id: 32,
        frequency: 'QUARTERLY',
        price: '45.00',
        status: 'active',
        next_ship_date: addMonths(today, 3),
      });
      expect(await db().select().from(couponRedemptions)).toMatchObject([
        { couponId: 1, leadId: demo.alex.leadsId, orderNumber: order_number, discountCents: 1425 },
      ]);
      expect(cartOf(await call('cart', {}))).toMatchObject({ products: { items: [] }, coupon: null });

      // WELCOME15 works once per customer.
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      expect(await call('apply-coupon', { code: 'WELCOME15' })).toMatchObject({
        httpStatus: 409,
        envelope: { message: 'You have already used this coupon.' },
      });
    });

    it("answers 409 'Your cart is empty.' as a payment-style failure", async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      const answer = await call('place-order', { shipping });
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope).toMatchObject({
        status: 'FAILURE',
        data: null,
        message: 'Your cart is empty.',
        error_description: 'Your cart is empty.',
      });
    });

    it('needs a card: new details or one on file', async () => {
      await removeCardOnFile(db(), demo.alex.leadsId);
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      const before = await orderCount();
      const answer = await call('place-order', { shipping });
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope.error_description).toBe('No payment method on file.');
      expect(await orderCount()).toBe(before);
      expect(quantities(await call('cart', {}))).toEqual({ 40: 1 });
    });

    it('takes off a coupon that expired since it was applied, and lets the customer review the total', async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      await call('apply-coupon', { code: 'SLEEPWELL' });
      await db().update(coupons).set({ expiresOn: '2020-01-01' }).where(eq(coupons.code, 'SLEEPWELL'));
      const before = await orderCount();
      const answer = await call('place-order', { shipping });
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope.error_description).toBe(
        'This coupon has expired. It was removed from your cart: please review your total.',
      );
      expect(await orderCount()).toBe(before);
      expect(cartOf(await call('cart', {}))).toMatchObject({ coupon: null, total: '24.99' });
    });

    it('answers 500 with the error code when the processor fails, and records nothing', async () => {
      const processor = createTestProcessor();
      const failing = createApp({
        database: context.database,
        logger: pino({ level: 'silent' }),
        services: {
          payments: {
            tokenize: processor.tokenize,
            charge: () => {
              throw new PaymentError('processing_error', 'The payment could not be processed.');
            },
          },
        },
      });
      await storeTestCard(db(), demo.alex.leadsId);
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      const before = await orderCount();
      const answer = await callLapi(failing, `${V2}/place-order`, { shipping }, { token: ALEX });
      expect(answer.httpStatus).toBe(500);
      expect(answer.envelope).toMatchObject({ status: 'FAILURE', error_code: 'processing_error' });
      expect(await orderCount()).toBe(before);
      expect(quantities(await call('cart', {}))).toEqual({ 40: 1 });
    });

    it('charges once when the same cart is submitted twice at the same time', async () => {
      await storeTestCard(db(), demo.alex.leadsId);
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      const before = await orderCount();
      const answers = await Promise.all([
        call('place-order', { shipping }),
        call('place-order', { shipping }),
      ]);
      expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 409]);
      expect(await orderCount()).toBe(before + 1);
    });
  });

  describe('place-order with an Idempotency-Key', () => {
    const newCard = { ccnum: '4242424242424242', ccexp: '12/30', cccvv: '123', consent: true };
    const keyed = (data: unknown, key: string) =>
      callLapi(context.app, `${V2}/place-order`, data, { token: ALEX, headers: { 'Idempotency-Key': key } });
    const charges = () => db().$count(orderPayments);

    it('answers a repeat with the first answer: one order, one charge, and says it is a replay', async () => {
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      const [ordersBefore, chargesBefore] = [await orderCount(), await charges()];
      const first = await keyed({ shipping, ...newCard }, 'order-key-1');
      expect(first.httpStatus, JSON.stringify(first.envelope)).toBe(200);
      // The cart is empty now: without the key this would be a 409.
      const repeat = await keyed({ shipping, ...newCard }, 'order-key-1');
      expect(repeat.httpStatus).toBe(200);
      expect(repeat.envelope).toEqual(first.envelope);
      expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await orderCount()).toBe(ordersBefore + 1);
      expect(await charges()).toBe(chargesBefore + 1);
    });

    it('makes one order and one charge of a double click (two calls at once, one key)', async () => {
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 2 }]);
      const [ordersBefore, chargesBefore] = [await orderCount(), await charges()];
      const answers = await Promise.all([
        keyed({ shipping, ...newCard }, 'double-click'),
        keyed({ shipping, ...newCard }, 'double-click'),
      ]);
      expect(answers.map((answer) => answer.httpStatus)).toEqual([200, 200]);
      expect(answers[1]?.envelope).toEqual(answers[0]?.envelope);
      expect(await orderCount()).toBe(ordersBefore + 1);
      expect(await charges()).toBe(chargesBefore + 1);
    });

    it('keeps a decline with its key: the Declined order and the billing flag once, the repeat answers 402', async () => {
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      const declining = { ...newCard, ccnum: '4000000000000002' };
      const before = await orderCount();
      const first = await keyed({ shipping, ...declining }, 'declined-key');
      const repeat = await keyed({ shipping, ...declining }, 'declined-key');
      for (const answer of [first, repeat]) {
        expect(answer.httpStatus).toBe(402);
        expect(answer.envelope.error_description).toBe('Your card was declined.');
      }
      expect(await orderCount()).toBe(before + 1);
      expect(quantities(await call('cart', {}))).toEqual({ 40: 1 });
    });

    it('refuses the key with another order (422), and another card is another order', async () => {
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      await keyed({ shipping, ...newCard }, 'reused-key');
      const before = await orderCount();
      const otherCard = await keyed({ shipping, ...newCard, ccnum: '5555555555554444' }, 'reused-key');
      expect(otherCard.httpStatus).toBe(422);
      // The same card with another security code is the same request: the code is not fingerprinted.
      const otherCode = await keyed({ shipping, ...newCard, cccvv: '999' }, 'reused-key');
      expect(otherCode.httpStatus).toBe(200);
      expect(await orderCount()).toBe(before);
    });

    it('keeps no card number or security code with the key', async () => {
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 1 }]);
      await keyed({ shipping, ...newCard, cccvv: '987' }, 'secret-key');
      const rows = JSON.stringify(await db().select().from(idempotencyKeys));
      expect(rows).not.toContain(newCard.ccnum);
      expect(rows).not.toMatch(/(?<![0-9])987(?![0-9])/);
    });
  });

  describe("one customer's cart is theirs alone", () => {
    it("Sam neither sees nor changes Alex's cart, nor orders it", async () => {
      await fillCart(db(), demo.alex.leadsId, [{ productId: 40, quantity: 2 }]);
      await storeTestCard(db(), demo.sam.leadsId);
      expect(cartOf(await call('cart', {}, SAM)).products.items).toEqual([]);
      expect((await call('remove-product', { product_id: 40 }, SAM)).httpStatus).toBe(404);
      expect((await call('update-cart', { items: [{ product_id: 40, quantity: 5 }] }, SAM)).httpStatus).toBe(
        404,
      );
      expect((await call('place-order', { shipping }, SAM)).httpStatus).toBe(409);
      // Naming Alex's lead in a valid call is refused outright.
      const valid: Record<string, object> = {
        cart: {},
        'add-product': { product: { product_id: 40 } },
        'remove-product': { product_id: 40 },
        'update-cart': { items: [{ product_id: 40, quantity: 5 }] },
        'apply-coupon': { code: 'SAVE5' },
        'place-order': { shipping },
      };
      for (const [path, data] of Object.entries(valid)) {
        const answer = await call(path, { leads_id: demo.alex.leadsId, ...data }, SAM);
        expect(answer.httpStatus, path).toBe(403);
      }
      expect(quantities(await call('cart', {}))).toEqual({ 40: 2 });
      expect(await db().select().from(cartItems).where(eq(cartItems.leadId, demo.sam.leadsId))).toEqual([]);
    });

    it('needs a session', async () => {
      const answer = await callLapi(context.app, `${V2}/cart`, {});
      expect(answer.httpStatus).toBe(401);
    });
  });
});
