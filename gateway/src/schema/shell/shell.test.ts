import { ecom, LapiFailure, messaging } from '@helmsman/lapi-client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringLapi } from '../../../test/answering-lapi.ts';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { shell } from './resolvers/Query/shell.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
});
afterAll(() => gateway.close());

const SHELL = `{ shell { customer { leadsId firstName lastName prospectsId }
  hasFlags cartCount unreadMessages showHealthData } }`;

interface ShellAnswer {
  shell: {
    customer: { leadsId: string; firstName: string; lastName: string; prospectsId: string | null };
    hasFlags: boolean;
    cartCount: number | null;
    unreadMessages: number | null;
    showHealthData: boolean;
  };
}

async function shellOf(cookie: string) {
  const { body } = await gateway.graphql<ShellAnswer>(SHELL, { cookie });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.shell;
}

describe('Query.shell', () => {
  it('requires a session', async () => {
    const { body } = await gateway.graphql(SHELL);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.data).toBeNull();
  });

  it("gives alex's header, flags, unread doctor messages and the SKY GLP menu item", async () => {
    const shell = await shellOf(await gateway.login());
    expect(shell.customer).toEqual({
      leadsId: '1001',
      firstName: 'Alex',
      lastName: 'Berg',
      prospectsId: '582731',
    });
    expect(shell.hasFlags).toBe(true);
    expect(shell.showHealthData).toBe(true);
    expect(shell.cartCount).toBe(0);
    expect(shell.unreadMessages).toBeGreaterThan(0);
  });

  it('marks nothing read: asking twice gives the same unread count', async () => {
    const alex = await gateway.login();
    const first = await shellOf(alex);
    const second = await shellOf(alex);
    expect(second.unreadMessages).toBe(first.unreadMessages);
  });

  it('gives sam no flags and no health data', async () => {
    const shell = await shellOf(await gateway.login('sam@helmsman.test', 'Valhalla2'));
    expect(shell.customer.leadsId).toBe('1002');
    expect(shell.hasFlags).toBe(false);
    expect(shell.showHealthData).toBe(false);
    expect(shell.unreadMessages).toBe(0);
  });

  it('counts the bottles in the cart, as Query.cart does', async () => {
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
    await gateway.graphql('mutation { a: addToCart(productId: "40", quantity: 3) { ok } }', { cookie: sam });
    await gateway.graphql('mutation { b: addToCart(productId: "36") { ok } }', { cookie: sam });
    const cart = await gateway.graphql<{ cart: { itemCount: number } }>('{ cart { itemCount } }', {
      cookie: sam,
    });
    const shell = await shellOf(sam);
    expect(shell.cartCount).toBe(4);
    expect(cart.body.data?.cart.itemCount).toBe(shell.cartCount);
  });
});

describe('Query.shell when a legacy call fails', () => {
  const serverError = (path: string) => new LapiFailure('boom', path, 500, null);
  const answers = new Map<object, unknown>([
    [
      messaging.patientData,
      {
        billingFlag: null,
        expiredFlag: false,
        leadsId: 7,
        resumeOrders: [],
        clicksId: null,
        lander: {
          email: 'jo@helmsman.test',
          prospects_id: 11,
          first_name: 'Jo',
          last_name: 'Doe',
          flags: [],
          subscriptions: { 1: { category: 'sky glp' } },
          order_history: {},
        },
      },
    ],
    [
      ecom.cartContents,
      {
        cart: {
          products: { items: [{ quantity: 2 }, { quantity: 1 }] },
          subtotal: 0,
          discount: 0,
          total: 0,
          coupon: null,
        },
      },
    ],
    [messaging.getRecent, { messages: [], unread_count: 2 }],
  ]);

  /** The resolver with a legacy client that answers from `answers` and fails the calls `failures` names. */
  function run(failures: Map<object, Error>) {
    const lapi = answeringLapi(answers, failures);
    const ctx = { customerLapi: () => lapi, logger: pino({ level: 'silent' }) };
    return (shell as unknown as (parent: unknown, args: unknown, context: unknown) => Promise<unknown>)(
      {},
      {},
      ctx,
    );
  }

  it('shows no badge for a call that failed and keeps the rest', async () => {
    await expect(run(new Map())).resolves.toMatchObject({
      cartCount: 3,
      unreadMessages: 2,
      showHealthData: true,
    });
    await expect(
      run(
        new Map<object, Error>([
          [ecom.cartContents, serverError('/ecom/cart')],
          [messaging.getRecent, serverError('/messaging/getrecent/')],
        ]),
      ),
    ).resolves.toMatchObject({ customer: { firstName: 'Jo' }, cartCount: null, unreadMessages: null });
  });

  it("fails with the spec's message when the patient data cannot be had", async () => {
    await expect(
      run(new Map([[messaging.patientData, serverError('/leads/patientdata')]])),
    ).rejects.toMatchObject({
      message: 'Did not receive expected lead patient data',
      extensions: { code: 'PATIENT_DATA_UNAVAILABLE' },
    });
  });

  it('ends the session when any of its calls says the session has ended', async () => {
    const ended = new LapiFailure('expired', '/ecom/cart', 401, 'Session expired');
    await expect(run(new Map([[ecom.cartContents, ended]]))).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
