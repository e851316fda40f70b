import { addDays, addMonths } from '@helmsman/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { demo } from '../db/demo-data.ts';
import { flags, orders, subscriptionEvents, subscriptions } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { todayOf } from './checkout.ts';
import { removeCardOnFile, storeTestCard } from './commerce-fixtures.ts';

const UPDATE = '/lapi/subscription/update/';
const FAILED = 'Failed to update subscription.';
const ALEX = 'alex-subscription-test-token';
const SAM = 'sam-subscription-test-token';
const SLEEP = demo.alex.subscriptions.sleepGummies;
const GLP = demo.alex.subscriptions.skyGlp;

describe.each(backends)('/subscription/update/ on %s', (backend) => {
  const context = useTestApp(backend);
  const db = () => context.database.db;
  const update = (data: object, token = ALEX) => callLapi(context.app, UPDATE, data, { token });
  const today = () => todayOf(context.clock);
  const row = async (id: number) => {
    const [found] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!found) throw new Error(`no subscription ${id}`);
    return found;
  };
  const events = () => db().select().from(subscriptionEvents).orderBy(asc(subscriptionEvents.id));

  function expectRefused(answer: LapiAnswer, httpStatus: number, code: string) {
    expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(httpStatus);
    expect(answer.envelope.status).toBe('FAILURE');
    expect(answer.envelope.message).toBe(FAILED);
    expect(answer.envelope.data).toMatchObject({ code });
  }

  beforeEach(async () => {
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
  });

  it('skips the next shipment: the date moves one interval, and the history says who did it', async () => {
    const answer = await update({ subscription_id: SLEEP, action: 'skip' });
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toEqual({
      status: 'SUCCESS',
      message: 'Subscription updated.',
      data: {
        id: SLEEP,
        product_id: 41,
        product_name: 'Sleep Gummies',
        category: 'sleep',
        frequency: 'MONTHLY',
        status: 'active',
        next_ship_date: '2027-01-14',
        price: '17.50',
        quantity: 1,
        paused_until: null,
        cancel_reason: null,
      },
    });
    expect((await row(SLEEP)).nextShipDate).toBe('2027-01-14');
    expect(await events()).toMatchObject([
      {
        subscriptionId: SLEEP,
        actor: 'customer',
        actorLeadId: demo.alex.leadsId,
        action: 'skip',
        reason: null,
        details: { before: { nextShipDate: '2026-12-14' }, after: { nextShipDate: '2027-01-14' } },
      },
    ]);
    expect((await events())[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('switches between the monthly and quarterly product of the line, with their prices', async () => {
    const quarterly = await update({ subscription_id: SLEEP, action: 'change_frequency' });
    expect(quarterly.envelope.data).toMatchObject({
      product_id: 42,
      product_name: 'Sleep Gummies',
      frequency: 'QUARTERLY',
      price: '45.00',
      next_ship_date: '2026-12-14',
    });
    // Skipping now moves three months.
    expect((await update({ subscription_id: SLEEP, action: 'skip' })).envelope.data).toMatchObject({
      next_ship_date: '2027-03-14',
    });
    const monthly = await update({
      subscription_id: SLEEP,
      action: 'change_frequency',
      frequency: 'MONTHLY',
    });
    expect(monthly.envelope.data).toMatchObject({ product_id: 41, frequency: 'MONTHLY', price: '17.50' });
    expectRefused(
      await update({ subscription_id: SLEEP, action: 'change_frequency', frequency: 'MONTHLY' }),
      409,
      'invalid_transition',
    );
    expect((await events()).map((event) => event.action)).toEqual([
      'change_frequency',
      'skip',
      'change_frequency',
    ]);
  });

  it('cannot switch a treatment that is sold only monthly', async () => {
    const answer = await update({ subscription_id: GLP, action: 'change_frequency' });
    expectRefused(answer, 409, 'no_other_frequency');
    expect((await row(GLP)).productId).toBe(demo.products.semaglutide);
  });

  it('pauses until a date, refuses to skip while paused, resumes, and refuses to resume an active one', async () => {
    const resumeOn = addDays(today(), 30);
    const paused = await update({ subscription_id: SLEEP, action: 'pause', resume_date: resumeOn });
    expect(paused.envelope.data).toMatchObject({ status: 'paused', paused_until: resumeOn });
    expectRefused(await update({ subscription_id: SLEEP, action: 'skip' }), 409, 'invalid_transition');

    const resumed = await update({ subscription_id: SLEEP, action: 'resume' });
    expect(resumed.envelope.data).toMatchObject({ status: 'active', paused_until: null });
    const before = await row(SLEEP);
    const again = await update({ subscription_id: SLEEP, action: 'resume' });
    expectRefused(again, 409, 'invalid_transition');
    expect((again.envelope.data as { message: string }).message).toContain('only one that is paused can');
    expect(await row(SLEEP)).toEqual(before);
    expect((await events()).map((event) => event.action)).toEqual(['pause', 'resume']);
  });

  it('pauses without an end date, and refuses a resume date that is not ahead', async () => {
    expectRefused(
      await update({ subscription_id: SLEEP, action: 'pause', resume_date: today() }),
      400,
      'invalid_resume_date',
    );
    expect((await row(SLEEP)).status).toBe('active');
    const paused = await update({ subscription_id: SLEEP, action: 'pause' });
    expect(paused.envelope.data).toMatchObject({ status: 'paused', paused_until: null });
  });

  it('cancels with a reason and a note, then reactivates with a new ship date', async () => {
    const missingReason = await update({ subscription_id: SLEEP, action: 'cancel' });
    expect(missingReason.httpStatus).toBe(400);
    expect(missingReason.envelope).toMatchObject({
      message: FAILED,
      data: { field: 'reason', fields: { reason: 'reason is required to cancel' } },
    });

    const cancelled = await update({
      subscription_id: SLEEP,
      action: 'cancel',
      reason: 'too_much_product',
      note: 'I still have two bottles.',
    });
    expect(cancelled.envelope.data).toMatchObject({
      status: 'cancelled',
      next_ship_date: null,
      cancel_reason: 'too_much_product',
    });
    expect((await row(SLEEP)).cancelNote).toBe('I still have two bottles.');
    expectRefused(
      await update({ subscription_id: SLEEP, action: 'cancel', reason: 'other', note: 'x' }),
      409,
      'invalid_transition',
    );

    const reactivated = await update({ subscription_id: SLEEP, action: 'reactivate' });
    expect(reactivated.envelope.data).toMatchObject({
      status: 'active',
      next_ship_date: addDays(today(), 1),
      cancel_reason: null,
    });
    expectRefused(await update({ subscription_id: SLEEP, action: 'reactivate' }), 409, 'invalid_transition');
    expect(await events()).toMatchObject([
      { action: 'cancel', reason: 'too_much_product', note: 'I still have two bottles.' },
      { action: 'reactivate', reason: null, note: null },
    ]);
  });

  it('ships now: an order charged to the card on file, and the schedule restarts from today', async () => {
    await storeTestCard(db(), demo.alex.leadsId);
    const answer = await update({ subscription_id: SLEEP, action: 'ship_now' });
    expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
    expect(answer.envelope.data).toMatchObject({ status: 'active', next_ship_date: addMonths(today(), 1) });
    const placed = await db().select().from(orders).where(eq(orders.status, 'Processing'));
    expect(placed).toMatchObject([{ leadId: demo.alex.leadsId, totalCents: 1750, orderDate: today() }]);
    expect(answer.envelope.message).toBe(`Shipment ordered: order ${placed[0]?.orderNumber}.`);
    expect(await events()).toMatchObject([
      { action: 'ship_now', details: { outcome: 'paid', order_number: placed[0]?.orderNumber } },
    ]);
  });

  it('ship now with a declined card: a Declined order, a billing flag, and the subscription unchanged', async () => {
    const before = await row(SLEEP);
    const answer = await update({ subscription_id: SLEEP, action: 'ship_now' });
    expect(answer.httpStatus).toBe(402);
    expect(answer.envelope).toMatchObject({
      status: 'FAILURE',
      message: FAILED,
      error_description: 'Your card was declined.',
      data: { code: 'card_declined' },
    });
    const { order_number } = answer.envelope.data as { order_number: number };
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, order_number));
    expect(order).toMatchObject({ status: 'Declined', totalCents: 1750, leadId: demo.alex.leadsId });
    expect(await db().select().from(flags).where(eq(flags.ordersId, order_number))).toMatchObject([
      { type: 'billing', label: 'Payment declined', leadId: demo.alex.leadsId },
    ]);
    expect(await row(SLEEP)).toEqual(before);
    expect(await events()).toMatchObject([
      { action: 'ship_now', details: { outcome: 'declined', order_number } },
    ]);
  });

  it('ship now without a card on file', async () => {
    await removeCardOnFile(db(), demo.alex.leadsId);
    const answer = await update({ subscription_id: SLEEP, action: 'ship_now' });
    expectRefused(answer, 409, 'no_payment_method');
    expect(answer.envelope.error_description).toBe('No payment method on file.');
  });

  it('does not know an unknown subscription', async () => {
    expectRefused(await update({ subscription_id: 7999, action: 'skip' }), 404, 'not_found');
  });

  it("refuses every change to Alex's subscription made with Sam's session, and changes nothing", async () => {
    await storeTestCard(db(), demo.sam.leadsId);
    const before = await row(SLEEP);
    const ordersBefore = await db().$count(orders);
    for (const change of [
      { action: 'skip' },
      { action: 'ship_now' },
      { action: 'pause' },
      { action: 'change_frequency' },
      { action: 'cancel', reason: 'other', note: 'not mine' },
    ]) {
      const answer = await update({ subscription_id: SLEEP, ...change }, SAM);
      // The same answer as for a subscription that does not exist: no hint that it does.
      expectRefused(answer, 404, 'not_found');
    }
    const withLeadsId = await update(
      { leads_id: demo.alex.leadsId, subscription_id: SLEEP, action: 'skip' },
      SAM,
    );
    expect(withLeadsId.httpStatus).toBe(403);
    expect(await row(SLEEP)).toEqual(before);
    expect(await db().$count(orders)).toBe(ordersBefore);
    expect(await events()).toEqual([]);
  });
});
