import { account, customer, LapiFailure, messaging } from '@helmsman/lapi-client';
import { demo } from '@helmsman/lapi-server/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringLapi } from '../../../test/answering-lapi.ts';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { loadDashboard } from './load-dashboard.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
});
afterAll(() => gateway.close());

const DASHBOARD = `{ dashboard {
  firstName
  flags { kind label meaning orderNumber }
  billingProblem { number status isDeclined items { name } }
  pendingOrders { product category }
  unreadMessageCount
  nextShipment { id productName category nextShipDate status }
  recentMessages { id sender senderName body sentAt readAt }
  unavailable
} }`;

interface DashboardAnswer {
  dashboard: {
    firstName: string | null;
    flags: { kind: string; label: string; meaning: string; orderNumber: string | null }[];
    billingProblem: { number: string; status: string; isDeclined: boolean; items: { name: string }[] } | null;
    pendingOrders: { product: string; category: string }[];
    unreadMessageCount: number;
    nextShipment: {
      id: string;
      productName: string;
      category: string;
      nextShipDate: string;
      status: string;
    } | null;
    recentMessages: { id: string; sender: string; senderName: string; body: string; sentAt: string }[];
    unavailable: string[];
  };
}

describe('Query.dashboard', () => {
  it('requires a session', async () => {
    const answer = await gateway.graphql(DASHBOARD);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.body.data).toBeNull();
  });

  it("gives alex's billing problem, pending order, unread message, next shipment and recent messages", async () => {
    const cookie = await gateway.login();
    const { body } = await gateway.graphql<DashboardAnswer>(DASHBOARD, { cookie });
    expect(body.errors).toBeUndefined();
    const home = body.data?.dashboard;
    expect(home?.firstName).toBe('Alex');
    expect(home?.unavailable).toEqual([]);

    const declined = String(demo.alex.orders.declined);
    expect(home?.flags).toEqual([
      {
        kind: 'BILLING',
        label: 'Payment declined',
        meaning: expect.stringContaining(`#${declined}`),
        orderNumber: declined,
      },
    ]);
    expect(home?.billingProblem).toMatchObject({ number: declined, status: 'Declined', isDeclined: true });
    expect(home?.billingProblem?.items.length).toBeGreaterThan(0);

    expect(home?.pendingOrders).toEqual([{ product: 'Sildenafil 50 mg', category: 'ed' }]);

    // Sleep Gummies ships on Dec 14, before the SKY GLP programme's Dec 20.
    expect(home?.nextShipment).toEqual({
      id: String(demo.alex.subscriptions.sleepGummies),
      productName: 'Sleep Gummies',
      category: expect.any(String),
      nextShipDate: '2026-12-14',
      status: 'ACTIVE',
    });

    expect(home?.unreadMessageCount).toBe(1);
    const recent = home?.recentMessages ?? [];
    expect(recent).toHaveLength(3);
    expect(recent.map((m) => m.sentAt)).toEqual([...recent.map((m) => m.sentAt)].sort().reverse());
    expect(recent[0]).toMatchObject({ sender: 'DOCTOR', senderName: expect.stringContaining('Lindqvist') });
  });

  it('marks nothing read: the unread message stays unread for the messages page', async () => {
    const cookie = await gateway.login();
    await gateway.graphql<DashboardAnswer>(DASHBOARD, { cookie });
    const { body } = await gateway.graphql<DashboardAnswer>(DASHBOARD, { cookie });
    expect(body.data?.dashboard.unreadMessageCount).toBe(1);
  });

  it('gives sam, who has only a shipped order, nothing to attend to', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const { body } = await gateway.graphql<DashboardAnswer>(DASHBOARD, { cookie });
    expect(body.errors).toBeUndefined();
    expect(body.data?.dashboard).toEqual({
      firstName: 'Sam',
      flags: [],
      billingProblem: null,
      pendingOrders: [],
      unreadMessageCount: 0,
      nextShipment: null,
      recentMessages: [],
      unavailable: [],
    });
  });
});

describe('Query.dashboard when a legacy call fails', () => {
  const serverError = (path: string) => new LapiFailure('boom', path, 500, null);
  const sessionEnded = (path: string) => new LapiFailure('expired', path, 401, 'Session expired');

  const answers = new Map<object, unknown>([
    [
      account.ordersDetails,
      {
        email: 'jo@helmsman.test',
        prospects_id: 1,
        first_name: 'Jo',
        last_name: 'Doe',
        flags: [{ type: 'expired_card', label: 'Card expired', orders_id: null }],
        subscriptions: {},
        order_history: {},
      },
    ],
    [account.pendingOrders, [{ product: 'Sleep Gummies', product_category: 'sleep' }]],
    [customer.subscriptions, []],
    [messaging.getRecent, { messages: [], unread_count: 2 }],
  ]);

  /** A context whose legacy client answers from `answers` and fails the calls `failures` names. */
  function contextFailing(failures: Map<object, Error>) {
    const lapi = answeringLapi(answers, failures);
    return { customerLapi: () => lapi, logger: pino({ level: 'silent' }) };
  }

  const run = (failures: Map<object, Error>) => loadDashboard(contextFailing(failures));

  it('leaves the failed part empty, says so, and keeps the others', async () => {
    const home = await run(new Map([[messaging.getRecent, serverError('/messaging/getrecent/')]]));
    expect(home).toMatchObject({
      firstName: 'Jo',
      flags: [{ kind: 'EXPIRED_CARD', label: 'Card expired', orderNumber: null }],
      pendingOrders: [{ product: 'Sleep Gummies', category: 'sleep' }],
      unreadMessageCount: 0,
      recentMessages: [],
      unavailable: ['MESSAGES'],
    });
  });

  it('fails as a whole when the session has ended, even if other parts loaded', async () => {
    await expect(
      run(new Map([[customer.subscriptions, sessionEnded('/account/subscriptions/')]])),
    ).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('fails as a whole when every part failed', async () => {
    const failure = serverError('/account/orders/');
    await expect(
      run(
        new Map<object, Error>([
          [account.ordersDetails, failure],
          [account.pendingOrders, serverError('/account/pendingorders/')],
          [customer.subscriptions, serverError('/account/subscriptions/')],
          [messaging.getRecent, serverError('/messaging/getrecent/')],
        ]),
      ),
    ).rejects.toBe(failure);
  });
});
