import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import {
  emailChanges,
  leads,
  passwordResets,
  paymentMethods,
  smsCodes,
  subscriptions,
  weightMeasurements,
} from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { DEFAULT_PUBLIC_TOKEN } from '../services.ts';

/**
 * Every customer-scoped account call, made with Sam's session: naming Alex (`leads_id`) is refused
 * with 403, and without it the call acts on Sam alone. Either way nothing of Alex's changes.
 */
const address = { address: '88 Pike St', address2: '', city: 'Seattle', state: 'WA', zip: '98101' };
const calls: { path: string; data: object }[] = [
  { path: '/lapi/account/basics', data: {} },
  { path: '/lapi/account/update/', data: { first_name: 'Samuel', dob: '01/02/1990' } },
  {
    path: '/lapi/account/change-contact/',
    data: { password: demo.sam.password, email: 'sam.rivera@example.com', phone: '(206) 555-0100' },
  },
  { path: '/lapi/account/address/', data: { ...address, smsallow: 1 } },
  {
    path: '/lapi/account/ccupdate/',
    data: {
      ccnum: '4242424242424242',
      ccexp: '12/34',
      cccvv: '123',
      consent: true,
      shipping: 'same',
      token: DEFAULT_PUBLIC_TOKEN,
    },
  },
  { path: '/lapi/account/smsauth/', data: { action: 'send' } },
  { path: '/lapi/account/subscriptions/', data: {} },
  { path: '/lapi/v2/account/update', data: { prospect: { last_name: 'Rivera-Diaz' } } },
  { path: '/lapi/v2/account/data', data: {} },
  { path: '/lapi/v2/account/change-address', data: { address } },
  { path: '/lapi/v2/account/change-billing-address', data: { address } },
  {
    path: '/lapi/v2/account/measurement',
    data: { action: 'add', weight_lbs: 180, measured_on: '2026-11-01' },
  },
  { path: '/lapi/v2/account/measurement', data: { action: 'list' } },
];

describe.each(backends)('account calls keep customers apart on %s', (backend) => {
  const context = useAccountApp(backend, { services: { publicToken: DEFAULT_PUBLIC_TOKEN } });

  /** Every row of Alex's that an account call could touch. */
  async function alexRows() {
    const { db } = context.database;
    const alex = demo.alex.leadsId;
    return {
      lead: await db.select().from(leads).where(eq(leads.id, alex)),
      card: await db.select().from(paymentMethods).where(eq(paymentMethods.leadId, alex)),
      codes: await db.select().from(smsCodes).where(eq(smsCodes.leadId, alex)),
      resets: await db.select().from(passwordResets).where(eq(passwordResets.leadId, alex)),
      emailChanges: await db.select().from(emailChanges).where(eq(emailChanges.leadId, alex)),
      weights: await db.select().from(weightMeasurements).where(eq(weightMeasurements.leadId, alex)),
      subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.leadId, alex)),
    };
  }

  beforeEach(async () => {
    context.mailer.sent.length = 0;
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
  });

  it.each(calls)(
    "$path with Sam's session and Alex's leads_id is 403 and changes nothing",
    async ({ path, data }) => {
      const before = await alexRows();
      const answer = await context.call(path, { ...data, leads_id: demo.alex.leadsId }, SAM_TOKEN);
      expect(answer.httpStatus).toBe(403);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not allowed.' });
      expect(await alexRows()).toEqual(before);
      expect(context.mailer.sent).toEqual([]);
    },
  );

  it.each(calls)("$path with Sam's session acts on Sam only", async ({ path, data }) => {
    const before = await alexRows();
    const answer = await context.call(path, data, SAM_TOKEN);
    expect([200, 403]).toContain(answer.httpStatus);
    expect(JSON.stringify(answer.envelope)).not.toMatch(/alex|Berg|582731|0142|Congress/i);
    expect(await alexRows()).toEqual(before);
    for (const mail of context.mailer.sent) expect(mail.to).not.toMatch(/alex|5125550142/);
  });
});
