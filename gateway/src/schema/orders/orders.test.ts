import { messages } from '@helmsman/domain';
import { demo } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
  // PGlite's cold start takes seconds on a busy machine.
}, 60_000);
afterAll(() => gateway.close());

const ORDERS = `{ orders { billingProblemOrder historyError pendingError
  pending { product category }
  history { number status isDeclined placedAt totalCents refundCents trackingNumber trackingUrl canBuyAgain
    shippingAddress { city state zip country } items { name image category } } } }`;

interface OrdersAnswer {
  orders: {
    billingProblemOrder: string | null;
    historyError: string | null;
    pendingError: string | null;
    pending: { product: string; category: string }[] | null;
    history:
      | {
          number: string;
          status: string;
          isDeclined: boolean;
          placedAt: string;
          totalCents: number;
          refundCents: number;
          trackingNumber: string | null;
          trackingUrl: string | null;
          canBuyAgain: boolean;
          items: { name: string }[];
        }[]
      | null;
  };
}

describe('Query.orders', () => {
  it('requires a session', async () => {
    const answer = await gateway.graphql(ORDERS);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.body.data).toBeNull();
  });

  it("gives alex's history newest first, with the declined, shipped and refunded orders, and the pending visit", async () => {
    const cookie = await gateway.login();
    const { body } = await gateway.graphql<OrdersAnswer>(ORDERS, { cookie });
    const history = body.data?.orders.history ?? [];
    const pending = body.data?.orders.pending;
    expect(pending).toEqual([{ product: 'Sildenafil 50 mg', category: 'ed' }]);
    expect(history.length).toBe(3);
    expect(history.map((o) => o.placedAt)).toEqual([...history.map((o) => o.placedAt)].sort().reverse());
    const declined = history.filter((o) => o.isDeclined);
    expect(declined).toHaveLength(1);
    expect(declined[0]?.status).toBe('Declined');
    expect(body.data?.orders.billingProblemOrder).toBe(declined[0]?.number);
    const shipped = history.find((o) => o.trackingNumber);
    expect(shipped?.trackingUrl).toBe(
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${shipped?.trackingNumber}`,
    );
    expect(history.some((o) => o.refundCents > 0 && o.refundCents < o.totalCents)).toBe(true);
    for (const order of history) expect(order.items.length).toBeGreaterThan(0);
    // Every item of alex's orders is a gummies product of the shop.
    expect(history.every((order) => order.canBuyAgain)).toBe(true);
    expect(body.data?.orders.historyError).toBeNull();
    expect(body.data?.orders.pendingError).toBeNull();
  });

  it('keeps the order history when the pending orders cannot be loaded, and says why', async () => {
    const cookie = await gateway.login();
    // A real legacy failure: the table behind /account/pendingorders/ is briefly gone (a 500).
    await gateway.database.db.execute('alter table pending_orders rename to pending_orders_away');
    let body: Awaited<ReturnType<typeof gateway.graphql<OrdersAnswer>>>['body'];
    try {
      ({ body } = await gateway.graphql<OrdersAnswer>(ORDERS, { cookie }));
    } finally {
      await gateway.database.db.execute('alter table pending_orders_away rename to pending_orders');
    }
    expect(body.errors).toBeUndefined();
    expect(body.data?.orders.pending).toBeNull();
    expect(body.data?.orders.pendingError).toBe(messages.genericV2Failure);
    expect(body.data?.orders.history).toHaveLength(3);
    expect(body.data?.orders.billingProblemOrder).toBe(String(demo.alex.orders.declined));
  });

  it('keeps the pending orders when the order history cannot be loaded', async () => {
    const cookie = await gateway.login();
    await gateway.database.db.execute('alter table order_items rename to order_items_away');
    let body: Awaited<ReturnType<typeof gateway.graphql<OrdersAnswer>>>['body'];
    try {
      ({ body } = await gateway.graphql<OrdersAnswer>(ORDERS, { cookie }));
    } finally {
      await gateway.database.db.execute('alter table order_items_away rename to order_items');
    }
    expect(body.data?.orders.history).toBeNull();
    expect(body.data?.orders.historyError).toBe(messages.genericV2Failure);
    expect(body.data?.orders.billingProblemOrder).toBeNull();
    expect(body.data?.orders.pending).toEqual([{ product: 'Sildenafil 50 mg', category: 'ed' }]);
  });

  it('gives sam only his own order', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const { body } = await gateway.graphql<OrdersAnswer>(ORDERS, { cookie });
    expect(body.data?.orders.history).toHaveLength(1);
    expect(body.data?.orders.pending).toEqual([]);
    expect(body.data?.orders.billingProblemOrder).toBeNull();
  });
});
