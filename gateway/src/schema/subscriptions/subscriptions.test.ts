import { addDays, messages } from '@helmsman/domain';
import { commerceFixtures, demo, resetDatabase } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
});
afterAll(() => gateway.close());

const FIELDS = `id productId productName category image frequency frequencyText priceCents status nextShipDate runsOutOn
  frequencySwitch { frequency priceCents }`;
const SUBSCRIPTIONS = `{ subscriptions { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateSubscriptionInput!) {
  updateSubscription(input: $input) {
    ok
    error { message code detail fieldErrors { field message } }
    subscription { ${FIELDS} }
  }
}`;

interface SubscriptionAnswer {
  id: string;
  productId: string;
  productName: string;
  category: string;
  image: string | null;
  frequency: 'MONTHLY' | 'QUARTERLY';
  frequencyText: string;
  priceCents: number;
  status: 'ACTIVE' | 'PAUSED' | 'CANCELLED';
  nextShipDate: string | null;
  runsOutOn: string | null;
  frequencySwitch: { frequency: string; priceCents: number } | null;
}

interface UpdateAnswer {
  updateSubscription: {
    ok: boolean;
    error: {
      message: string;
      code: string;
      detail: string | null;
      fieldErrors: { field: string; message: string }[];
    } | null;
    subscription: SubscriptionAnswer | null;
  };
}

const SLEEP = String(demo.alex.subscriptions.sleepGummies);
const GLP = String(demo.alex.subscriptions.skyGlp);

async function list(cookie: string): Promise<SubscriptionAnswer[]> {
  const { body } = await gateway.graphql<{ subscriptions: SubscriptionAnswer[] }>(SUBSCRIPTIONS, { cookie });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.subscriptions;
}

async function update(cookie: string, input: Record<string, unknown>) {
  const { body } = await gateway.graphql<UpdateAnswer>(UPDATE, { cookie, variables: { input } });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.updateSubscription;
}

const sleepOf = async (cookie: string) => (await list(cookie)).find((entry) => entry.id === SLEEP);

describe('Query.subscriptions', () => {
  it('requires a session', async () => {
    const answer = await gateway.graphql(SUBSCRIPTIONS);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("lists alex's Sleep Gummies and SKY GLP subscriptions with prices, dates and the switch on offer", async () => {
    const cookie = await gateway.login();
    expect(await list(cookie)).toEqual([
      {
        id: SLEEP,
        productId: '41',
        productName: 'Sleep Gummies',
        category: 'sleep',
        image: '/images/supp-sleep.webp',
        frequency: 'MONTHLY',
        frequencyText: 'One bottle a month subscription',
        priceCents: 1750,
        status: 'ACTIVE',
        nextShipDate: '2026-12-14',
        runsOutOn: '2026-12-21',
        frequencySwitch: { frequency: 'QUARTERLY', priceCents: 4500 },
      },
      expect.objectContaining({
        id: GLP,
        category: 'SKY GLP',
        frequency: 'MONTHLY',
        // A treatment: billed, not bottles.
        frequencyText: 'Billed every month',
        status: 'ACTIVE',
        // A treatment sold monthly only: nothing to switch to.
        frequencySwitch: null,
      }),
    ]);
  });

  it('gives sam none of them', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    expect(await list(cookie)).toEqual([]);
  });
});

describe('Mutation.updateSubscription', () => {
  let alex: string;
  beforeEach(async () => {
    await resetDatabase(gateway.database.db);
    alex = await gateway.login();
  });

  it('requires a session', async () => {
    const answer = await gateway.graphql(UPDATE, {
      variables: { input: { subscriptionId: SLEEP, action: 'SKIP' } },
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('skips, pauses, resumes and switches to quarterly, each answer matching the list', async () => {
    const skipped = await update(alex, { subscriptionId: SLEEP, action: 'SKIP' });
    expect(skipped).toMatchObject({
      ok: true,
      error: null,
      subscription: { nextShipDate: '2027-01-14', runsOutOn: '2027-01-21', status: 'ACTIVE' },
    });
    expect(await sleepOf(alex)).toEqual(skipped.subscription);

    const paused = await update(alex, { subscriptionId: SLEEP, action: 'PAUSE' });
    expect(paused.subscription).toMatchObject({ status: 'PAUSED', nextShipDate: '2027-01-14' });
    expect(await sleepOf(alex)).toEqual(paused.subscription);

    const resumed = await update(alex, { subscriptionId: SLEEP, action: 'RESUME' });
    expect(resumed.subscription).toMatchObject({ status: 'ACTIVE', nextShipDate: '2027-01-14' });

    const quarterly = await update(alex, {
      subscriptionId: SLEEP,
      action: 'CHANGE_FREQUENCY',
      frequency: 'QUARTERLY',
    });
    expect(quarterly.subscription).toMatchObject({
      productId: '42',
      frequency: 'QUARTERLY',
      frequencyText: 'Three bottles every quarter subscription',
      priceCents: 4500,
      image: '/images/supp-sleep.webp',
      frequencySwitch: { frequency: 'MONTHLY', priceCents: 1750 },
    });
    expect(await sleepOf(alex)).toEqual(quarterly.subscription);
  });

  it('cancels with a reason and reactivates', async () => {
    const cancelled = await update(alex, {
      subscriptionId: SLEEP,
      action: 'CANCEL',
      reason: 'OTHER',
      note: '  Moving abroad  ',
    });
    expect(cancelled.subscription).toMatchObject({
      status: 'CANCELLED',
      nextShipDate: null,
      runsOutOn: null,
    });

    const reactivated = await update(alex, { subscriptionId: SLEEP, action: 'REACTIVATE' });
    const next = reactivated.subscription?.nextShipDate;
    expect(reactivated.subscription?.status).toBe('ACTIVE');
    expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reactivated.subscription?.runsOutOn).toBe(addDays(next ?? '', 7));
  });

  it('refuses invalid input before asking the legacy API', async () => {
    const withoutReason = await update(alex, { subscriptionId: SLEEP, action: 'CANCEL' });
    expect(withoutReason).toEqual({
      ok: false,
      error: {
        message: messages.failedUpdateSubscription,
        code: 'INVALID_INPUT',
        detail: null,
        fieldErrors: [{ field: 'reason', message: 'Choose a reason to continue.' }],
      },
      subscription: null,
    });
    const stray = await update(alex, { subscriptionId: SLEEP, action: 'SKIP', frequency: 'QUARTERLY' });
    expect(stray.error?.fieldErrors.map((error) => error.field)).toEqual(['frequency']);
    const badId = await update(alex, { subscriptionId: '7001; drop', action: 'SKIP' });
    expect(badId.error?.fieldErrors.map((error) => error.field)).toEqual(['subscriptionId']);
    expect((await sleepOf(alex))?.nextShipDate).toBe('2026-12-14');
  });

  it('fails ship now with the declining card on file: the exact message, the reason, nothing changed', async () => {
    const before = await sleepOf(alex);
    const answer = await update(alex, { subscriptionId: SLEEP, action: 'SHIP_NOW' });
    expect(answer).toEqual({
      ok: false,
      error: {
        message: 'Failed to update subscription.',
        code: 'PAYMENT',
        detail: 'Your card was declined.',
        fieldErrors: [],
      },
      subscription: null,
    });
    expect(await sleepOf(alex)).toEqual(before);
  });

  it('ships now with a card that approves: the schedule restarts from today', async () => {
    await commerceFixtures.storeTestCard(gateway.database.db, demo.alex.leadsId);
    const answer = await update(alex, { subscriptionId: SLEEP, action: 'SHIP_NOW' });
    expect(answer.ok).toBe(true);
    expect(answer.subscription?.nextShipDate).not.toBe('2026-12-14');
  });

  it('refuses a change the status does not allow', async () => {
    const answer = await update(alex, { subscriptionId: SLEEP, action: 'RESUME' });
    expect(answer.error).toMatchObject({ message: messages.failedUpdateSubscription, code: 'NOT_ALLOWED' });
    const noOther = await update(alex, { subscriptionId: GLP, action: 'CHANGE_FREQUENCY' });
    expect(noOther.error?.code).toBe('NOT_ALLOWED');
  });

  it("does not let sam touch alex's subscription", async () => {
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const answer = await update(sam, { subscriptionId: SLEEP, action: 'PAUSE' });
    expect(answer.error).toMatchObject({ message: messages.failedUpdateSubscription, code: 'NOT_FOUND' });
    expect((await sleepOf(alex))?.status).toBe('ACTIVE');
  });
});
