import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi } from '../../test/http.ts';
import { demo, demoCare } from '../db/demo-data.ts';
import { clicks, paymentMethods } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { claimClick } from './clicks.ts';
import { isCardExpired, type PatientData } from './patient-data.ts';

const PATIENT_DATA = '/lapi/leads/patientdata';
const ALEX_TOKEN = 'alex-patientdata-test-token';
const SAM_TOKEN = 'sam-patientdata-test-token';

describe('isCardExpired', () => {
  it('counts a card valid through the last day of its expiry month (UTC)', () => {
    const card = { expMonth: 9, expYear: 2028 };
    expect(isCardExpired(card, new Date('2028-09-30T23:59:59Z'))).toBe(false);
    expect(isCardExpired(card, new Date('2028-10-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired(card, new Date('2027-12-31T12:00:00Z'))).toBe(false);
    expect(isCardExpired({ expMonth: 12, expYear: 2026 }, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });
});

describe.each(backends)('patient data on %s', (backend) => {
  const context = useTestApp(backend);
  const call = async (data: object, token: string) => {
    const answer = await callLapi(context.app, PATIENT_DATA, data, { token });
    return { ...answer, patient: answer.envelope.data as PatientData };
  };

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(context.database.db);
    await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_TOKEN);
    await createSessionForTest(context.database.db, demo.sam.leadsId, SAM_TOKEN);
  });

  it("answers Alex's flags, pending order, latest click and lander", async () => {
    const { httpStatus, envelope, patient } = await call({ leads_id: demo.alex.leadsId }, ALEX_TOKEN);
    expect(httpStatus).toBe(200);
    expect(envelope.status).toBe('SUCCESS');
    expect(patient).toMatchObject({
      billingFlag: { orders_id: demo.alex.orders.declined },
      expiredFlag: false,
      leadsId: demo.alex.leadsId,
      resumeOrders: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }],
      clicksId: demoCare.alexClickId,
    });
    expect(patient.lander).toMatchObject({
      email: demo.alex.email,
      prospects_id: demo.alex.prospectsId,
      first_name: 'Alex',
      last_name: 'Berg',
      flags: [{ type: 'billing', label: 'Payment declined', orders_id: demo.alex.orders.declined }],
    });
    expect(Object.values(patient.lander.subscriptions).map((subscription) => subscription.category)).toEqual([
      'sleep',
      'SKY GLP',
    ]);
    expect(Object.keys(patient.lander.order_history)).toEqual(['100231', '100232', '100233']);
  });

  it('lists every key in the legacy order (one statement builds it; clients and pacts read it so)', async () => {
    const { patient } = await call({}, ALEX_TOKEN);
    const keys = (value: unknown) => Object.keys(value as object);
    expect(keys(patient)).toEqual([
      'billingFlag',
      'expiredFlag',
      'leadsId',
      'resumeOrders',
      'clicksId',
      'lander',
    ]);
    expect(keys(patient.resumeOrders[0])).toEqual(['product', 'product_category']);
    const { lander } = patient;
    expect(keys(lander)).toEqual([
      'email',
      'prospects_id',
      'first_name',
      'last_name',
      'flags',
      'subscriptions',
      'order_history',
    ]);
    expect(keys(lander.flags[0])).toEqual(['type', 'label', 'orders_id']);
    expect(keys(lander.subscriptions['7001'])).toEqual([
      'product_id',
      'product_name',
      'category',
      'frequency',
      'status',
      'next_ship_date',
      'price',
    ]);
    const orderKeys = [
      'order_status',
      'order_date',
      'order_total',
      'refund_amount',
      'tracking_number',
      'shippingAddress',
      'order_items',
    ];
    const shipped = lander.order_history[String(demo.alex.orders.shipped)];
    expect(keys(shipped)).toEqual(orderKeys);
    expect(keys(lander.order_history[String(demo.alex.orders.declined)])).toEqual([
      ...orderKeys,
      'can_retry_payment',
    ]);
    expect(keys(shipped?.shippingAddress)).toEqual([
      'address',
      'address2',
      'city',
      'state',
      'zip',
      'country',
    ]);
    expect(Object.values(shipped?.order_items ?? {}).map(keys)).toEqual([
      ['product_name', 'product_image', 'category'],
      ['product_name', 'product_image', 'category'],
    ]);
  });

  it('raises expiredFlag once the card on file is past its expiry month', async () => {
    await context.database.db
      .update(paymentMethods)
      .set({ expMonth: 12, expYear: context.clock.now().getUTCFullYear() - 1 })
      .where(eq(paymentMethods.leadId, demo.alex.leadsId));
    const { patient } = await call({}, ALEX_TOKEN);
    expect(patient.expiredFlag).toBe(true);
  });

  it('answers Sam, who has no flags, card, pending order or click, with empty values', async () => {
    const { patient } = await call({}, SAM_TOKEN);
    expect(patient).toMatchObject({
      billingFlag: null,
      expiredFlag: false,
      leadsId: demo.sam.leadsId,
      resumeOrders: [],
      clicksId: null,
    });
    expect(patient.lander).toMatchObject({ email: demo.sam.email, flags: [], subscriptions: {} });
    expect(Object.keys(patient.lander.order_history)).toEqual(['100234']);
  });

  it('reports the latest of the clicks the lead has claimed', async () => {
    const [anonymous] = await context.database.db
      .insert(clicks)
      .values({ a: 'helmsman', createdAt: new Date() })
      .returning({ id: clicks.id });
    if (!anonymous) throw new Error('no click');
    expect((await call({}, SAM_TOKEN)).patient.clicksId).toBeNull();
    expect(await claimClick(context.database.db, anonymous.id, demo.sam.leadsId)).toBe(true);
    expect((await call({}, SAM_TOKEN)).patient.clicksId).toBe(anonymous.id);
    // A claimed click stays with its lead: Alex cannot take it over.
    expect(await claimClick(context.database.db, anonymous.id, demo.alex.leadsId)).toBe(false);
    expect((await call({}, ALEX_TOKEN)).patient.clicksId).toBe(demoCare.alexClickId);
  });

  it('keeps expiredFlag false for a card that expires this month', async () => {
    await context.database.db.delete(paymentMethods);
    const now = context.clock.now();
    await context.database.db.insert(paymentMethods).values({
      leadId: demo.sam.leadsId,
      brand: 'visa',
      last4: '4242',
      expMonth: now.getUTCMonth() + 1,
      expYear: now.getUTCFullYear(),
      processorToken: 'tok_test_sam',
    });
    expect((await call({}, SAM_TOKEN)).patient.expiredFlag).toBe(false);
  });

  describe("one customer cannot read another's patient data", () => {
    it("answers Sam's token with Alex's leads_id 403", async () => {
      const answer = await call({ leads_id: demo.alex.leadsId }, SAM_TOKEN);
      expect(answer.httpStatus).toBe(403);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not allowed.' });
    });

    it("never shows Alex's data to Sam", async () => {
      const answer = await call({}, SAM_TOKEN);
      expect(JSON.stringify(answer.envelope)).not.toMatch(/alex|100231|Sildenafil|400101/i);
    });
  });

  it('answers 401 without a session', async () => {
    const answer = await call({}, 'no-such-token-00000000000');
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not authenticated.' });
  });
});
