import { addDays, addMonths } from '@helmsman/domain';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ALEX_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends, TestClock } from '../../test/backends.ts';
import { createDatabase, dropDatabase } from '../../test/postgres.ts';
import { demo } from '../db/demo-data.ts';
import { type Database, migrateDatabase, openDatabase } from '../db/open.ts';
import {
  flags,
  orderItems,
  orderPayments,
  orders,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
} from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { createTestProcessor } from '../payments/test-processor.ts';
import { removeCardOnFile, storeTestCard, TEST_CARDS } from '../resources/commerce-fixtures.ts';
import { startLapiServer } from '../server.ts';
import { MemoryMailer } from '../services.ts';
import { type Renewal, type RenewalContext, renewDueSubscriptions } from './renew.ts';
import { nextOnSchedule } from './schedule.ts';
import { scheduleRenewals } from './scheduler.ts';

const silent = pino({ level: 'silent' });
const alex = demo.alex.leadsId;
/** Sleep Gummies, monthly ($17.50), and the weight programme, monthly: Alex's two subscriptions. */
const sleep = demo.alex.subscriptions.sleepGummies;
const skyGlp = demo.alex.subscriptions.skyGlp;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the renewal schedule', () => {
  it('counts whole intervals from the due date, and skips the shipments a long stop missed', () => {
    expect(nextOnSchedule('2026-11-14', 1, '2026-11-14')).toBe('2026-12-14');
    expect(nextOnSchedule('2026-11-14', 3, '2026-11-20')).toBe('2027-02-14');
    // The 31st stays the 31st where the month has one.
    expect(nextOnSchedule('2026-01-31', 1, '2026-03-01')).toBe('2026-03-31');
    expect(nextOnSchedule('2026-08-14', 1, '2026-11-20')).toBe('2026-12-14');
  });
});

describe.each(backends)('renewing due subscriptions on %s', (backend) => {
  const context = useAccountApp(backend);
  const renewalContext = (): RenewalContext => ({
    db: context.database.db,
    clock: context.clock,
    services: { payments: createTestProcessor(), mailer: context.mailer, publicUrl: 'https://shop.test' },
    logger: silent,
  });
  const renew = () => renewDueSubscriptions(renewalContext());
  const today = () => context.clock.now().toISOString().slice(0, 10);
  const db = () => context.database.db;

  /** Only `id` due (from `nextShipDate`); Alex's other subscription far ahead. */
  async function dueOnly(id: number, nextShipDate: string) {
    await db()
      .update(subscriptions)
      .set({ nextShipDate: addDays(today(), 300) });
    await db().update(subscriptions).set({ nextShipDate }).where(eq(subscriptions.id, id));
  }
  const subscriptionRow = async (id: number) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const ordersOfAlex = () =>
    db().select().from(orders).where(eq(orders.leadId, alex)).orderBy(orders.orderNumber);

  beforeEach(async () => {
    context.clock.reset();
    context.clock.freeze();
    context.mailer.sent.length = 0;
    await resetDatabase(db());
  });

  it('leaves a subscription alone until its day comes, then orders, charges once and moves the date a month', async () => {
    await storeTestCard(db(), alex, TEST_CARDS.approve);
    const dueDate = addDays(today(), 3);
    await dueOnly(sleep, dueDate);
    const before = await ordersOfAlex();

    await expect(renew()).resolves.toEqual([]);
    expect(await ordersOfAlex()).toEqual(before);

    context.clock.advance(3 * DAY_MS);
    const renewals = await renew();
    expect(renewals).toEqual([{ kind: 'paid', subscriptionId: sleep, orderNumber: expect.any(Number) }]);
    const [renewal] = renewals as [Renewal & { orderNumber: number }];
    const after = await ordersOfAlex();
    expect(after).toHaveLength(before.length + 1);
    const order = after.find((row) => row.orderNumber === renewal.orderNumber);
    expect(order).toMatchObject({
      status: 'Processing',
      orderDate: dueDate,
      totalCents: 1750,
      shipAddress: '412 Congress Ave',
      shipZip: '78701',
    });
    expect(
      await db().select().from(orderItems).where(eq(orderItems.orderNumber, renewal.orderNumber)),
    ).toEqual([
      expect.objectContaining({ productId: 41, productName: 'Sleep Gummies', quantity: 1, priceCents: 1750 }),
    ]);
    expect(
      await db().select().from(orderPayments).where(eq(orderPayments.orderNumber, renewal.orderNumber)),
    ).toEqual([expect.objectContaining({ status: 'approved', amountCents: 1750, cardLast4: '4242' })]);
    expect(await subscriptionRow(sleep)).toMatchObject({
      status: 'active',
      nextShipDate: addMonths(dueDate, 1),
    });
    expect(
      await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sleep)),
    ).toEqual([
      expect.objectContaining({
        actor: 'renewal',
        action: 'renew',
        details: {
          due_date: dueDate,
          outcome: 'paid',
          order_number: renewal.orderNumber,
          next_ship_date: { from: dueDate, to: addMonths(dueDate, 1) },
        },
      }),
    ]);
    expect(context.mailer.sent).toEqual([]);

    // Nothing is due any more: a second run, or the same day's next one, orders nothing.
    await expect(renew()).resolves.toEqual([]);
    expect(await ordersOfAlex()).toHaveLength(before.length + 1);
  });

  it('renews once when two runs race, and once per due date however often it runs', async () => {
    await storeTestCard(db(), alex, TEST_CARDS.approve);
    await dueOnly(sleep, today());
    const before = (await ordersOfAlex()).length;
    const runs = await Promise.all([renew(), renew(), renew()]);
    expect(runs.flat()).toHaveLength(1);
    await renew();
    expect(await ordersOfAlex()).toHaveLength(before + 1);
    expect(await db().$count(subscriptionRenewals)).toBe(1);
  });

  it('keeps the schedule when it runs late: a quarterly plan weeks overdue ships once, next on its own day', async () => {
    await storeTestCard(db(), alex, TEST_CARDS.approve);
    const dueDate = addDays(today(), -40);
    await dueOnly(skyGlp, dueDate);
    await db().update(subscriptions).set({ frequency: 'QUARTERLY' }).where(eq(subscriptions.id, skyGlp));
    const before = (await ordersOfAlex()).length;
    await expect(renew()).resolves.toHaveLength(1);
    await expect(renew()).resolves.toEqual([]);
    expect(await ordersOfAlex()).toHaveLength(before + 1);
    expect((await subscriptionRow(skyGlp))?.nextShipDate).toBe(addMonths(dueDate, 3));
  });

  it('renews only active subscriptions', async () => {
    await storeTestCard(db(), alex, TEST_CARDS.approve);
    await dueOnly(sleep, today());
    await db().update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, sleep));
    await expect(renew()).resolves.toEqual([]);
  });

  it('a declined card: a Declined order with the billing flag, one e-mail, and the date kept until the order is paid', async () => {
    // Alex's card on file is the processor's "declines" test card.
    const dueDate = today();
    await dueOnly(sleep, dueDate);
    const [declined] = (await renew()) as [Renewal & { orderNumber: number }];
    expect(declined).toMatchObject({ kind: 'declined', subscriptionId: sleep });
    const orderNumber = declined.orderNumber;
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ status: 'Declined', totalCents: 1750 });
    expect(
      await db()
        .select({ type: flags.type, label: flags.label })
        .from(flags)
        .where(and(eq(flags.leadId, alex), eq(flags.ordersId, orderNumber))),
    ).toEqual([{ type: 'billing', label: 'Payment declined' }]);
    expect(context.mailer.sent).toHaveLength(1);
    const [mail] = context.mailer.sent;
    expect(mail).toMatchObject({
      channel: 'email',
      to: demo.alex.email,
      subject: 'Your subscription payment was declined',
    });
    expect(mail?.text).toContain('Visa ending 0002');
    expect(mail?.text).toContain(`order ${orderNumber}`);
    expect(mail?.text).toContain('Your card was declined.');
    expect(mail?.text).toContain('https://shop.test/accounts/editPaymentMethod');
    // Active, on the same date: no second order, charge or e-mail on the next runs.
    expect(await subscriptionRow(sleep)).toMatchObject({ status: 'active', nextShipDate: dueDate });
    await expect(renew()).resolves.toEqual([]);
    await expect(renew()).resolves.toEqual([]);
    expect(await db().$count(orderPayments, eq(orderPayments.orderNumber, orderNumber))).toBe(1);
    expect(context.mailer.sent).toHaveLength(1);

    // The customer updates the card and pays the order again: the subscription moves on, and no new
    // subscription starts (a plain declined order's retry would start one).
    await context.logInDemoCustomers();
    await storeTestCard(db(), alex, TEST_CARDS.approve);
    const subscriptionsBefore = await db().$count(subscriptions, eq(subscriptions.leadId, alex));
    const answer = await context.call('/lapi/order/retry-payment/', { orders_id: orderNumber }, ALEX_TOKEN);
    expect(answer.envelope).toMatchObject({
      status: 'SUCCESS',
      data: { order_number: orderNumber, order_status: 'Processing', subscription_ids: [] },
    });
    expect(await db().$count(subscriptions, eq(subscriptions.leadId, alex))).toBe(subscriptionsBefore);
    expect(await subscriptionRow(sleep)).toMatchObject({
      status: 'active',
      nextShipDate: addMonths(dueDate, 1),
    });
    expect(
      await db().select().from(subscriptionRenewals).where(eq(subscriptionRenewals.orderNumber, orderNumber)),
    ).toEqual([expect.objectContaining({ outcome: 'paid', dueDate })]);
    await expect(renew()).resolves.toEqual([]);
  });

  it('waits, without an order, while there is no card on file', async () => {
    await removeCardOnFile(db(), alex);
    await dueOnly(sleep, today());
    const before = (await ordersOfAlex()).length;
    await expect(renew()).resolves.toEqual([
      { kind: 'waiting', subscriptionId: sleep, reason: 'no card on file' },
    ]);
    expect(await ordersOfAlex()).toHaveLength(before);
    // Once a card is there, the next run renews.
    await storeTestCard(db(), alex, TEST_CARDS.approve);
    await expect(renew()).resolves.toEqual([
      expect.objectContaining({ kind: 'paid', subscriptionId: sleep }),
    ]);
  });
});

/** Starts a schedule on `database`; `firstRun` resolves with what its first run in this process renewed. */
async function startSchedule(database: Database, clock: TestClock) {
  let resolveRun: (renewals: readonly Renewal[]) => void = () => {};
  const firstRun = new Promise<readonly Renewal[]>((resolve) => {
    resolveRun = resolve;
  });
  const scheduler = await scheduleRenewals(
    database,
    {
      db: database.db,
      clock,
      services: {
        payments: createTestProcessor(),
        mailer: new MemoryMailer(),
        publicUrl: 'https://shop.test',
      },
      logger: silent,
    },
    { onRun: (renewals) => resolveRun(renewals) },
  );
  return { scheduler, firstRun };
}

/** Sleep Gummies due today by `clock`, the weight programme far ahead, a card that pays. */
async function makeSleepGummiesDue(db: Database['db'], clock: TestClock) {
  const today = clock.now().toISOString().slice(0, 10);
  await storeTestCard(db, alex, TEST_CARDS.approve);
  await db.update(subscriptions).set({ nextShipDate: addDays(today, 300) });
  await db.update(subscriptions).set({ nextShipDate: today }).where(eq(subscriptions.id, sleep));
}

describe.each(backends)('the renewal schedule on %s', (backend) => {
  const context = useAccountApp(backend);
  const clock = new TestClock();

  beforeEach(async () => {
    await resetDatabase(context.database.db);
    await makeSleepGummiesDue(context.database.db, clock);
  });

  it('runs at start-up and renews what is due; stopping waits for the run', async () => {
    const { scheduler, firstRun } = await startSchedule(context.database, clock);
    await expect(firstRun).resolves.toEqual([
      expect.objectContaining({ kind: 'paid', subscriptionId: sleep }),
    ]);
    await scheduler.stop();
  });

  it('is what a server started with `renewals` runs, and its close waits for the run', async () => {
    let resolveRun: (renewals: readonly Renewal[]) => void = () => {};
    const firstRun = new Promise<readonly Renewal[]>((resolve) => {
      resolveRun = resolve;
    });
    const server = await startLapiServer({
      database: context.database,
      logger: silent,
      clock,
      renewals: { onRun: (renewals) => resolveRun(renewals) },
    });
    await expect(firstRun).resolves.toEqual([
      expect.objectContaining({ kind: 'paid', subscriptionId: sleep }),
    ]);
    await server.close();
    expect(await context.database.db.$count(subscriptionRenewals)).toBe(1);
  });

  it('stopping waits for a run in progress', async () => {
    const { scheduler, firstRun } = await startSchedule(context.database, clock);
    let finished = false;
    void firstRun.then(() => {
      finished = true;
    });
    await scheduler.stop();
    // On Postgres the job may not have been fetched before the stop: then nothing ran at all.
    const renewed = await context.database.db.$count(subscriptionRenewals);
    expect(finished || renewed === 0).toBe(true);
  });
});

describe('two lapi-servers on one Postgres', () => {
  const databases: Database[] = [];
  let serverUrl = '';
  let databaseUrl = '';

  beforeAll(async () => {
    serverUrl = inject('postgresUrl');
    databaseUrl = await createDatabase(serverUrl, 'lapi_renewals', inject('postgresTemplate'));
    // Two pools on one database, as two servers have.
    databases.push(await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl }));
    for (const database of databases) await migrateDatabase(database);
    await resetDatabase((databases[0] as Database).db);
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    if (databaseUrl) await dropDatabase(serverUrl, databaseUrl);
  });

  it('renew a due subscription once: one pg-boss job per interval, one order', async () => {
    const db = (databases[0] as Database).db;
    const clock = new TestClock();
    await makeSleepGummiesDue(db, clock);
    const ordersBefore = await db.$count(orders);

    const servers = await Promise.all(databases.map((database) => startSchedule(database, clock)));
    // Both asked at start-up, and ask again: one job per slot, run by one of them.
    await Promise.all(servers.map(({ scheduler }) => scheduler.trigger()));
    const renewals = await Promise.race(servers.map(({ firstRun }) => firstRun));
    expect(renewals).toEqual([expect.objectContaining({ kind: 'paid', subscriptionId: sleep })]);
    await Promise.all(servers.map(({ scheduler }) => scheduler.stop()));
    expect(await db.$count(orders)).toBe(ordersBefore + 1);
    expect(await db.$count(subscriptionRenewals)).toBe(1);
  });
});
