import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { flags, orderPayments, orders, subscriptions } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { storeTestCard, TEST_CARDS } from './commerce-fixtures.ts';
import type { Lander } from './orders.ts';

const RETRY = '/lapi/order/retry-payment/';
const ORDERS = '/lapi/account/orders/';
const declined = demo.alex.orders.declined;

describe.each(backends)('paying a declined order again on %s', (backend) => {
  const context = useAccountApp(backend);
  const retry = (data: object, token = ALEX_TOKEN) => context.call(RETRY, data, token);
  const declinedEntry = async () => {
    const answer = await context.call(ORDERS, {}, ALEX_TOKEN);
    return (answer.envelope.message as unknown as Lander).order_history[String(declined)];
  };
  const statusOf = async (orderNumber: number) => {
    const [row] = await context.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    return row?.status;
  };

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
  });

  it('is not offered, and refused, while the card that declined is still on file', async () => {
    await expect(declinedEntry()).resolves.toMatchObject({ can_retry_payment: false });
    const answer = await retry({ orders_id: declined });
    expect(answer.httpStatus).toBe(409);
    expect(answer.envelope).toMatchObject({
      status: 'FAILURE',
      error_code: 'card_not_updated',
      error_description: 'Update your card before paying this order again.',
    });
    await expect(statusOf(declined)).resolves.toBe('Declined');
  });

  it('charges a new card: the order is Processing, its billing flag is gone, the monthly plan starts', async () => {
    await storeTestCard(context.database.db, demo.alex.leadsId, TEST_CARDS.approve);
    await expect(declinedEntry()).resolves.toMatchObject({ can_retry_payment: true });
    const subscriptionsBefore = await context.database.db.$count(
      subscriptions,
      eq(subscriptions.leadId, demo.alex.leadsId),
    );

    const answer = await retry({ orders_id: declined });
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toMatchObject({
      status: 'SUCCESS',
      message: 'Payment received.',
      data: { order_number: declined, order_status: 'Processing', order_total: '17.50', card_last4: '4242' },
    });
    await expect(statusOf(declined)).resolves.toBe('Processing');
    const entry = await declinedEntry();
    expect(entry?.order_status).toBe('Processing');
    expect(entry).not.toHaveProperty('can_retry_payment');
    const lander = (await context.call(ORDERS, {}, ALEX_TOKEN)).envelope.message as unknown as Lander;
    expect(lander.flags.filter((flag) => flag.orders_id === declined)).toEqual([]);
    // Order 100233 was one monthly bottle of Biotin Gummies.
    await expect(
      context.database.db.$count(subscriptions, eq(subscriptions.leadId, demo.alex.leadsId)),
    ).resolves.toBe(subscriptionsBefore + 1);

    const again = await retry({ orders_id: declined });
    expect(again.httpStatus).toBe(409);
    expect(again.envelope).toMatchObject({ error_code: 'order_not_declined' });
  });

  it('records a second decline and offers no retry until the card changes again', async () => {
    await storeTestCard(context.database.db, demo.alex.leadsId, TEST_CARDS.insufficientFunds);
    const answer = await retry({ orders_id: declined });
    expect(answer.httpStatus).toBe(402);
    expect(answer.envelope).toMatchObject({ status: 'FAILURE', error_code: 'insufficient_funds' });
    await expect(statusOf(declined)).resolves.toBe('Declined');
    const attempts = await context.database.db
      .select({ status: orderPayments.status })
      .from(orderPayments)
      .where(eq(orderPayments.orderNumber, declined));
    expect(attempts).toEqual([{ status: 'declined' }]);
    await expect(declinedEntry()).resolves.toMatchObject({ can_retry_payment: false });
    await expect(
      context.database.db.$count(
        flags,
        and(eq(flags.leadId, demo.alex.leadsId), eq(flags.ordersId, declined)),
      ),
    ).resolves.toBe(1);

    await storeTestCard(context.database.db, demo.alex.leadsId, TEST_CARDS.approve);
    await expect(declinedEntry()).resolves.toMatchObject({ can_retry_payment: true });
  });

  it("is not offered because another customer changed their card, nor refused for another's payments", async () => {
    // Each order's check reads its own lead's card and its own payment attempts: a new card of Sam's
    // says nothing about Alex's declined order, and Sam's declined attempt on his own order does not
    // make Alex's new card count as "before the last attempt".
    await storeTestCard(context.database.db, demo.sam.leadsId, TEST_CARDS.approve);
    await expect(declinedEntry()).resolves.toMatchObject({ can_retry_payment: false });
    expect((await retry({ orders_id: declined })).envelope).toMatchObject({ error_code: 'card_not_updated' });

    await storeTestCard(context.database.db, demo.alex.leadsId, TEST_CARDS.approve);
    context.clock.advance(60_000);
    await context.database.db.insert(orderPayments).values({
      orderNumber: demo.sam.orders.shipped,
      amountCents: 100,
      status: 'declined',
      declineCode: 'card_declined',
      cardBrand: 'visa',
      cardLast4: '0002',
      createdAt: context.clock.now(),
    });
    await expect(declinedEntry()).resolves.toMatchObject({ can_retry_payment: true });
  });

  it('refuses an order number no integer column can hold as invalid input, not a database failure', async () => {
    // 2^31: found by the gateway's fuzzing, when it reached Postgres and came back a 500.
    for (const orders_id of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const answer = await retry({ orders_id });
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope).toMatchObject({ status: 'FAILURE' });
    }
  });

  it("answers another customer's order as a missing one and charges nothing", async () => {
    await storeTestCard(context.database.db, demo.sam.leadsId, TEST_CARDS.approve);
    const answer = await retry({ orders_id: declined }, SAM_TOKEN);
    expect(answer.httpStatus).toBe(404);
    expect(answer.envelope).toMatchObject({ status: 'FAILURE', error_code: 'order_not_found' });
    await expect(statusOf(declined)).resolves.toBe('Declined');
  });
});
