import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
});
afterAll(() => gateway.close());

const ORDERS = `{ orders { billingProblemOrder
  pending { product category }
  history { number status isDeclined placedAt totalCents refundCents trackingNumber trackingUrl
    shippingAddress { city state zip country } items { name image category } } } }`;

interface OrdersAnswer {
  orders: {
    billingProblemOrder: string | null;
    pending: { product: string; category: string }[];
    history: {
      number: string;
      status: string;
      isDeclined: boolean;
      placedAt: string;
      totalCents: number;
      refundCents: number;
      trackingNumber: string | null;
      trackingUrl: string | null;
      items: { name: string }[];
    }[];
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
    const { history, pending } = body.data?.orders ?? { history: [], pending: [] };
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
  });

  it('gives sam only his own order', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const { body } = await gateway.graphql<OrdersAnswer>(ORDERS, { cookie });
    expect(body.data?.orders.history).toHaveLength(1);
    expect(body.data?.orders.pending).toEqual([]);
    expect(body.data?.orders.billingProblemOrder).toBeNull();
  });
});
