import { defaultSiteConfig, messages, orderActionMessages } from '@helmsman/domain';
import { LapiClient } from '@helmsman/lapi-client';
import { demo } from '@helmsman/lapi-server/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { CSRF_HEADER, createGatewayYoga } from '../../yoga.ts';
import { buyAgainMessages } from './resolvers/Mutation/buyAgain.ts';

let gateway: GatewayHarness;
let alex: string;
let sam: string;
beforeAll(async () => {
  gateway = await startGatewayHarness();
  [alex, sam] = await Promise.all([gateway.login(), gateway.login('sam@helmsman.test', 'Valhalla2')]);
  // PGlite's cold start and argon2 logins take seconds on a busy machine.
}, 60_000);
afterAll(() => gateway.close());

interface FormErrorAnswer {
  message: string;
  fieldErrors: { field: string; message: string }[];
}

const RESUME = `mutation ($category: String!) { resumeOrder(category: $category) {
  ok error { message fieldErrors { field message } } leadsId destination } }`;
interface ResumeAnswer {
  resumeOrder: {
    ok: boolean;
    error: FormErrorAnswer | null;
    leadsId: string | null;
    destination: string | null;
  };
}

const BUY_AGAIN = `mutation ($orderNumber: ID!) { buyAgain(orderNumber: $orderNumber) {
  ok error { message fieldErrors { field message } } cartItemCount } }`;
interface BuyAgainAnswer {
  buyAgain: { ok: boolean; error: FormErrorAnswer | null; cartItemCount: number | null };
}

const resume = (category: string, cookie?: string) =>
  gateway.graphql<ResumeAnswer>(RESUME, { cookie, variables: { category } });
const buyAgain = (orderNumber: string, cookie?: string) =>
  gateway.graphql<BuyAgainAnswer>(BUY_AGAIN, { cookie, variables: { orderNumber } });

/** Straight to the legacy database: what the cart holds, as product id → quantity. */
async function cartOf(leadId: number): Promise<Record<number, number>> {
  const { rows } = await gateway.database.db.execute(
    `select product_id, quantity from cart_items where lead_id = ${Number(leadId)} order by id`,
  );
  return Object.fromEntries(
    (rows as { product_id: number; quantity: number }[]).map((row) => [row.product_id, row.quantity]),
  );
}

describe('Mutation.resumeOrder', () => {
  it('requires a session', async () => {
    const { body } = await resume('ed');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("resumes alex's pending ED visit: his own lead id and the question to continue at", async () => {
    const { body } = await resume('ed', alex);
    expect(body.data?.resumeOrder).toMatchObject({
      ok: true,
      error: null,
      leadsId: String(demo.alex.leadsId),
    });
    expect(body.data?.resumeOrder.destination).toMatch(/^\/visit\/ed\/question\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('accepts the category as the pending order spells it, in any case', async () => {
    const { body } = await resume(' ED ', alex);
    expect(body.data?.resumeOrder.ok).toBe(true);
  });

  it('refuses a category no online visit exists for, without asking the legacy API', async () => {
    const { body } = await resume('immunity', alex);
    expect(body.data?.resumeOrder).toEqual({
      ok: false,
      error: {
        message: orderActionMessages.unknownCategory,
        fieldErrors: [{ field: 'category', message: orderActionMessages.unknownCategory }],
      },
      leadsId: null,
      destination: null,
    });
  });

  it("shows the legacy API's message when there is no pending order to finish (sam)", async () => {
    const { body } = await resume('ed', sam);
    expect(body.data?.resumeOrder.ok).toBe(false);
    expect(body.data?.resumeOrder.error?.message).toBe(messages.unableToStartConsultation);
    expect(body.data?.resumeOrder.destination).toBeNull();
  });

  it('does nothing while online visits are switched off', async () => {
    // A gateway whose legacy API cannot be reached: any legacy call would fail the request.
    const lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    const yoga = createGatewayYoga({
      lapi,
      logger: pino({ level: 'silent' }),
      siteConfig: { ...defaultSiteConfig, features: { ...defaultSiteConfig.features, onlineVisit: false } },
    });
    try {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: '1',
          cookie: `helmsman_session=${demo.alex.leadsId}.${'t'.repeat(32)}`,
        },
        body: JSON.stringify({ query: RESUME, variables: { category: 'ed' } }),
      });
      const body = (await response.json()) as { data?: ResumeAnswer };
      expect(body.data?.resumeOrder).toMatchObject({
        ok: false,
        error: { message: messages.noAccessTitle },
        destination: null,
      });
    } finally {
      await lapi.close();
    }
  });
});

describe('Mutation.buyAgain', () => {
  beforeEach(async () => {
    await gateway.database.db.execute('delete from cart_items');
  });

  it('requires a session', async () => {
    const { body } = await buyAgain(String(demo.alex.orders.shipped));
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("puts the one-time product of each item of alex's shipped order in his cart", async () => {
    const { body } = await buyAgain(String(demo.alex.orders.shipped), alex);
    expect(body.data?.buyAgain).toEqual({ ok: true, error: null, cartItemCount: 2 });
    // Sleep Gummies and Immunity Gummies, one bottle each (catalogue ids 40 and 35).
    expect(await cartOf(demo.alex.leadsId)).toEqual({ 40: 1, 35: 1 });
  });

  it('adds up with what the cart already holds', async () => {
    await buyAgain(String(demo.alex.orders.shipped), alex);
    const { body } = await buyAgain(String(demo.alex.orders.partiallyRefunded), alex);
    // The refunded order: Biotin Gummies (bought quarterly, re-bought once: 30) and Sleep Gummies again.
    expect(body.data?.buyAgain.cartItemCount).toBe(4);
    expect(await cartOf(demo.alex.leadsId)).toEqual({ 40: 2, 35: 1, 30: 1 });
  });

  it("does not find alex's order for sam, and leaves both carts alone", async () => {
    const { body } = await buyAgain(String(demo.alex.orders.shipped), sam);
    expect(body.data?.buyAgain).toMatchObject({ ok: false, error: { message: buyAgainMessages.notFound } });
    expect(await cartOf(demo.sam.leadsId)).toEqual({});
    expect(await cartOf(demo.alex.leadsId)).toEqual({});
  });

  it('refuses what is not an order number', async () => {
    const { body } = await buyAgain('100231 or 1=1', alex);
    expect(body.data?.buyAgain.error?.fieldErrors).toEqual([
      { field: 'orderNumber', message: orderActionMessages.invalidOrderNumber },
    ]);
  });

  it('refuses an order with a prescribed treatment: the shop does not sell it', async () => {
    const orderNumber = 100990;
    await gateway.database.db.execute(
      `insert into orders (order_number, lead_id, status, order_date, total_cents, ship_address, ship_city, ship_state, ship_zip)
       values (${orderNumber}, ${demo.alex.leadsId}, 'Shipped', '2026-10-20', 3000, '412 Congress Ave', 'Austin', 'TX', '78701')`,
    );
    await gateway.database.db.execute(
      `insert into order_items (order_number, product_id, product_name, product_image, category, price_cents)
       values (${orderNumber}, ${demo.products.sildenafil}, 'Sildenafil 50 mg', '/images/treatment-ed.webp', 'ed', 3000)`,
    );
    try {
      const { body } = await buyAgain(String(orderNumber), alex);
      expect(body.data?.buyAgain).toMatchObject({
        ok: false,
        error: { message: buyAgainMessages.notInShop },
      });
      expect(await cartOf(demo.alex.leadsId)).toEqual({});
    } finally {
      await gateway.database.db.execute(`delete from orders where order_number = ${orderNumber}`);
    }
  });

  it("shows the legacy API's message when the cart refuses more", async () => {
    // Sleep Gummies one-time allows up to 10 per cart.
    await gateway.database.db.execute(
      `insert into cart_items (lead_id, product_id, quantity) values (${demo.alex.leadsId}, 40, 10)`,
    );
    const { body } = await buyAgain(String(demo.alex.orders.shipped), alex);
    expect(body.data?.buyAgain.ok).toBe(false);
    expect(body.data?.buyAgain.error?.message).toMatch(/exceed 10 of one product/);
  });
});

const RETRY = `mutation ($orderNumber: ID!) { retryPayment(orderNumber: $orderNumber) {
  ok error { message } order { number status isDeclined canRetryPayment } } }`;
interface RetryAnswer {
  retryPayment: {
    ok: boolean;
    error: { message: string } | null;
    order: { number: string; status: string; isDeclined: boolean; canRetryPayment: boolean } | null;
  };
}
const ORDERS = `{ orders { billingProblemOrder history { number status canRetryPayment } } }`;
interface OrdersAnswer {
  orders: {
    billingProblemOrder: string | null;
    history: { number: string; status: string; canRetryPayment: boolean }[];
  };
}

describe('Mutation.retryPayment', () => {
  const declined = String(demo.alex.orders.declined);
  const retry = (orderNumber: string, cookie?: string) =>
    gateway.graphql<RetryAnswer>(RETRY, { cookie, variables: { orderNumber } });
  const ordersOf = async (cookie: string) => (await gateway.graphql<OrdersAnswer>(ORDERS, { cookie })).body;
  /** Alex replaces his card on file (as /accounts/editPaymentMethod would) with one that `behaviour`s. */
  const newCardForAlex = (behaviour: 'approve' | 'decline') =>
    gateway.database.db.execute(
      `update payment_methods set processor_token = 'tok_test_${behaviour}_gatewayRetryTest', last4 = '${
        behaviour === 'approve' ? '4242' : '0002'
      }', updated_at = now() where lead_id = ${demo.alex.leadsId}`,
    );

  it('requires a session', async () => {
    const { body } = await retry(declined);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is not offered while the card that declined is on file, and refused if asked', async () => {
    const orders = await ordersOf(alex);
    expect(orders.data?.orders.history.find((order) => order.number === declined)?.canRetryPayment).toBe(
      false,
    );
    const { body } = await retry(declined, alex);
    expect(body.data?.retryPayment).toMatchObject({ ok: false, order: null });
    expect(body.data?.retryPayment.error?.message).toMatch(/Update your payment method first/);
  });

  it("does not find alex's declined order for sam", async () => {
    const { body } = await retry(declined, sam);
    expect(body.data?.retryPayment).toEqual({
      ok: false,
      error: { message: buyAgainMessages.notFound },
      order: null,
    });
  });

  it("says why when the new card declines too, and keeps the order's billing notice", async () => {
    await newCardForAlex('decline');
    expect(
      (await ordersOf(alex)).data?.orders.history.find((order) => order.number === declined)?.canRetryPayment,
    ).toBe(true);
    const { body } = await retry(declined, alex);
    expect(body.data?.retryPayment).toEqual({
      ok: false,
      error: { message: 'Your card was declined.' },
      order: null,
    });
    const orders = (await ordersOf(alex)).data?.orders;
    expect(orders?.billingProblemOrder).toBe(declined);
    expect(orders?.history.find((order) => order.number === declined)?.canRetryPayment).toBe(false);
  });

  it('pays the declined order with a new card: Processing, no billing problem any more', async () => {
    await newCardForAlex('approve');
    const { body } = await retry(declined, alex);
    expect(body.data?.retryPayment).toEqual({
      ok: true,
      error: null,
      order: { number: declined, status: 'Processing', isDeclined: false, canRetryPayment: false },
    });
    const orders = (await ordersOf(alex)).data?.orders;
    expect(orders?.billingProblemOrder).toBeNull();
  });
});
