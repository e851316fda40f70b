import { randomBytes } from 'node:crypto';
import { HAIR_CONCERNS, HAIR_PRODUCTS, SLEEP_TROUBLES, visitDrugs } from '@helmsman/domain';
import {
  accountFixtures,
  commerceFixtures,
  createSessionForTest,
  demo,
  messagingFixtures,
} from '@helmsman/lapi-server/testing';
import { expect } from 'vitest';
import { customerRows, leafValues, type TablePlan } from '../customer-rows.ts';
import type { GatewayHarness } from '../harness.ts';
import { alex, type Customer, sam, type Target } from './matrix.ts';

const slug = (category: string) => category.toLowerCase().replaceAll(' ', '-');

const column = (rows: Record<string, unknown>[] | undefined, name: string) =>
  [
    ...new Set((rows ?? []).map((row) => row[name]).filter((value) => value !== null && value !== undefined)),
  ].map(String);

/** Numbers identify only in id columns; amounts, counts and quantities are shared by many customers. */
const isIdColumn = (name: string) => name === 'id' || name.endsWith('_id') || name === 'order_number';

const QUESTION_ID_COLUMNS = new Set(['question_id', 'current_question_id']);
/**
 * A visit's treatment preferences are picked from the domain's lists, which every visitPreferences
 * answer offers in full: B's drug ('sildenafil') is in A's answer because it is everyone's choice.
 */
const PREFERENCE_COLUMNS = new Set(['drug', 'dosage', 'hair_preferences', 'sleep_preferences']);
const TREATMENT_CHOICES = new Set<string>([
  ...Object.values(visitDrugs).flatMap((drugs) => drugs.flatMap((drug) => [drug.value, ...drug.dosages])),
  ...HAIR_CONCERNS,
  ...HAIR_PRODUCTS,
  ...SLEEP_TROUBLES,
]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** B's values found in the answer, as whole words (B's lead id 1001 is not inside order 100123). */
export function leaks(answer: unknown, values: ReadonlySet<string>, sent: ReadonlySet<string>): string[] {
  // One text to search: the answer's leaves, each on a line of its own (no value holds a line break
  // and a leaf's neighbour at once, so no match spans two leaves).
  const text = leafValues(answer).join('\n');
  return [...values].filter(
    (value) =>
      !sent.has(value) &&
      text.includes(value) &&
      new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(value)}($|[^A-Za-z0-9])`, 'm').test(text),
  );
}

/** The matrix's access to the legacy database behind `gateway`, whose customer tables `plans` describes. */
export function crossCustomerData(gateway: GatewayHarness, plans: TablePlan[]) {
  /** A new session of the customer, straight in the legacy database (no argon2 login per call). */
  async function sessionOf(customer: Customer): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await createSessionForTest(gateway.database.db, customer.leadsId, token);
    return `helmsman_session=${customer.leadsId}.${token}`;
  }

  async function sql<T = Record<string, unknown>>(query: string): Promise<T[]> {
    return (await gateway.database.db.execute(query)).rows as T[];
  }

  async function tableExists(name: string): Promise<boolean> {
    const found = await sql(
      `select 1 from information_schema.tables where table_schema = 'public' and table_name = '${name}'`,
    );
    return found.length > 0;
  }

  /**
   * Sam has little data in the demo (one order): he gets what alex has, so each direction has something
   * to aim at. Both get an upload, a message with it, a cart, a reset link and (where the legacy API has
   * them) a pending e-mail change.
   */
  async function giveBothCustomersData(): Promise<void> {
    const db = gateway.database.db;
    const s = sam.leadsId;
    await sql(`insert into subscriptions (lead_id, product_id, product_name, category, frequency, status,
        next_ship_date, price_cents)
      select ${s}, product_id, product_name, category, frequency, 'active', '2026-12-03', price_cents
      from products where product_id in (${demo.products.semaglutide}, 35)`);
    await accountFixtures.setWeighIns(db, s, [
      { measuredOn: '2026-09-01', weightLbs: 251.3 },
      { measuredOn: '2026-09-08', weightLbs: 248.7 },
    ]);
    await sql(`insert into orders (lead_id, status, order_date, total_cents, ship_address, ship_city, ship_state, ship_zip)
      values (${s}, 'Declined', '2026-10-11', 2499, '88 Pike St', 'Seattle', 'WA', '98101')`);
    const [declined] = await sql<{ order_number: number }>(
      `select max(order_number) as order_number from orders where lead_id = ${s}`,
    );
    await sql(`insert into order_items (order_number, product_id, product_name, product_image, category, price_cents)
      select ${declined?.order_number}, product_id, product_name, img, category, price_cents from products where product_id = 30`);
    await sql(`insert into flags (lead_id, type, label, orders_id)
      values (${s}, 'billing', 'Payment declined', ${declined?.order_number})`);
    await commerceFixtures.startOnlineVisit(db, s, 'Melatonin Plus', 'sleep');
    await sql(`insert into visits (lead_id, category, status, current_question_id)
      values (${s}, 'sleep', 'in_progress', 'sleep-trouble')`);
    await sql(`insert into visit_answers (visit_id, question_id, answer)
      select id, 'sleep-dob', '"03/04/1991"'::jsonb from visits where lead_id = ${s}`);
    await commerceFixtures.storeTestCard(db, s);
    await messagingFixtures.assignDoctorForTest(db, s, demo.doctor.name, 24);
    await messagingFixtures.putClickForTest(db, s, 400501);

    for (const [customer, uploadId, body] of [
      [alex, 60401, 'Alex here: the rash on my arm is back, photo attached.'],
      [sam, 60501, 'Sam here: my prescription label is attached, is the dose right?'],
    ] as const) {
      await messagingFixtures.putUploadForTest(db, customer.leadsId, uploadId);
      const sent = await gateway.graphql<{ sendMessage: { ok: boolean } }>(
        'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { ok error { message } } }',
        { cookie: await sessionOf(customer), variables: { input: { body, attachmentId: String(uploadId) } } },
      );
      expect(sent.body.data?.sendMessage.ok, JSON.stringify(sent.body)).toBe(true);
      await commerceFixtures.fillCart(db, customer.leadsId, [
        { productId: customer === alex ? 35 : 40, quantity: 2 },
      ]);
      await accountFixtures.createResetForTest(db, customer.leadsId, randomBytes(24).toString('base64url'));
      if (await tableExists('email_changes')) {
        await sql(`insert into email_changes (lead_id, new_email, token_hash, expires_at)
          values (${customer.leadsId}, '${customer.name}.private-new@helmsman.test',
            '${randomBytes(32).toString('hex')}', now() + interval '1 day')`);
      }
    }
    await sql(`insert into messages (lead_id, doctor_id, sender, body)
      values (${s}, ${demo.doctor.id}, 'doctor', 'Hi Sam, the dose is right; take it with food.')`);
  }

  async function targetOf(customer: Customer): Promise<Target> {
    const rows = await customerRows(gateway.database.db, plans, customer.leadsId);
    const lead = rows.leads?.[0] ?? {};
    const categories = [
      ...column(rows.visits, 'category'),
      ...column(rows.pending_orders, 'product_category'),
    ];
    return {
      leadsId: customer.leadsId,
      email: customer.email,
      password: customer.password,
      phone: String(lead.phone),
      firstName: String(lead.first_name),
      lastName: String(lead.last_name),
      orderNumbers: column(rows.orders, 'order_number'),
      subscriptionIds: column(rows.subscriptions, 'id'),
      uploadIds: column(rows.uploads, 'id'),
      messageIds: column(rows.messages, 'id'),
      clickIds: column(rows.clicks, 'id'),
      cartProductIds: column(rows.cart_items, 'product_id'),
      visitCategories: [...new Set([...categories, ...categories.map(slug)])],
      visitQuestionIds: [
        ...column(rows.visits, 'current_question_id'),
        ...column(rows.visit_answers, 'question_id'),
      ],
      measuredOn: column(rows.weight_measurements, 'measured_on'),
      // Reset links and e-mail changes, and B's two latest sessions (B has many by now).
      tokenHashes: [
        ...Object.entries(rows)
          .filter(([table]) => table !== 'sessions')
          .flatMap(([, table]) => column(table, 'token_hash')),
        ...column(rows.sessions, 'token_hash').slice(-2),
      ],
    };
  }

  /**
   * B's identifying values: every value of B's rows that A's rows (before the call) and the shared
   * tables do not also hold. Bare calendar dates are left out (many customers share a day); timestamps
   * stay, also in the ISO form JavaScript writes them. B's rows come from `bSnapshot` when the caller has
   * just taken one (the snapshot before a call), so that they are not read twice.
   */
  async function identifyingValues(
    b: Customer,
    a: Customer,
    shared: ReadonlySet<string>,
    bSnapshot?: Record<string, string>,
  ): Promise<Set<string>> {
    const db = gateway.database.db;
    const [bRows, aRows] = await Promise.all([
      bSnapshot ? ownedRowsOf(bSnapshot) : customerRows(db, plans, b.leadsId),
      customerRows(db, plans, a.leadsId),
    ]);
    const aValues = new Set(leafValues(aRows));
    const values = new Set<string>();
    for (const [tableName, table] of Object.entries(bRows)) {
      // B's audit rows must not change (snapshot), but their values are the trail's own (row ids, routes,
      // addresses, request ids), not B's data: as identifying values they would only find coincidences.
      if (tableName === 'audit_events') continue;
      // B's idempotency keys hold copies of answers B got (a cart, an order, a refusal): what they say of
      // B is in B's own tables already; the rest is the legacy API's wording ('24.99', 'Your card number
      // is incorrect.'), which A's answers hold too the first time A meets it.
      if (tableName === 'idempotency_keys') continue;
      for (const row of table) {
        for (const [name, value] of Object.entries(row)) {
          if (value === null || typeof value === 'boolean') continue;
          // Question ids name the legacy question bank's questions (in code, the same for everyone): a
          // visit A starts shows its first one ('ed-dob') whether or not B answered it.
          if (QUESTION_ID_COLUMNS.has(name)) continue;
          if (typeof value === 'number' && !isIdColumn(name)) continue;
          for (const text of leafValues(value)) {
            if (text.trim().length < 3 || ISO_DATE.test(text) || aValues.has(text) || shared.has(text))
              continue;
            if (PREFERENCE_COLUMNS.has(name) && TREATMENT_CHOICES.has(text)) continue;
            values.add(text);
            const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
            if (instant && !Number.isNaN(instant.getTime())) values.add(instant.toISOString());
          }
        }
      }
    }
    return values;
  }

  /** The customer's own tables of a snapshot (what customerRows reads), as rows. */
  function ownedRowsOf(snapshot: Record<string, string>): Record<string, Record<string, unknown>[]> {
    return Object.fromEntries(
      plans
        .filter((plan) => plan.where !== null && plan.table in snapshot)
        .map((plan) => [plan.table, JSON.parse(snapshot[plan.table] ?? '[]') as Record<string, unknown>[]]),
    );
  }

  return { sessionOf, giveBothCustomersData, targetOf, identifyingValues };
}

export type CrossCustomerData = ReturnType<typeof crossCustomerData>;
