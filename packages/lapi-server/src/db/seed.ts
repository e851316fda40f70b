import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { systemClock } from '../clock.ts';
import { todayOf } from '../resources/checkout.ts';
import { DEMO_DAY, type DemoRows, demo, demoRows } from './demo-data.ts';
import type { Db } from './open.ts';
import {
  cartItems,
  carts,
  clicks,
  couponRedemptions,
  coupons,
  doctorProfiles,
  doctors,
  emailChanges,
  feedback,
  flags,
  idempotencyKeys,
  leadDoctors,
  leads,
  messages,
  orderItems,
  orderPayments,
  orders,
  passwordResets,
  paymentMethods,
  pendingOrders,
  products,
  sessions,
  smsCodes,
  statesAllowed,
  stateWaitlist,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
  surveyResponses,
  uploads,
  visitAnswers,
  visits,
  weightMeasurements,
} from './schema/index.ts';

/** Every table of the schema: what a reset empties. Add new tables here (the reset test checks it). */
export const allTables: readonly PgTable[] = [
  leads,
  // Online visits & clinical
  visits,
  visitAnswers,
  sessions,
  products,
  orders,
  orderItems,
  pendingOrders,
  subscriptions,
  flags,
  doctors,
  messages,
  // Account & identity
  passwordResets,
  emailChanges,
  smsCodes,
  paymentMethods,
  weightMeasurements,
  // Messaging, leads & uploads
  doctorProfiles,
  leadDoctors,
  uploads,
  clicks,
  statesAllowed,
  stateWaitlist,
  surveyResponses,
  feedback,
  // Commerce
  coupons,
  carts,
  cartItems,
  couponRedemptions,
  orderPayments,
  subscriptionEvents,
  subscriptionRenewals,
  // Idempotent writes
  idempotencyKeys,
];

/** Same key as other servers use for the same purpose, so two first starts on one Postgres seed once. */
const SEED_LOCK_KEY = 4_815_162_343;

// Argon2 is deliberately slow (tens of ms); tests and pact states reset often, and a reset need not
// prove anything about salts. One hash per demo password per process keeps resets fast.
const demoPasswordHashes = new Map<string, Promise<string>>();

function demoPasswordHash(password: string): Promise<string> {
  let hashed = demoPasswordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    demoPasswordHashes.set(password, hashed);
  }
  return hashed;
}

const demoPasswords: Record<number, string> = {
  [demo.alex.leadsId]: demo.alex.password,
  [demo.sam.leadsId]: demo.sam.password,
};

async function demoLeadRows(rows: DemoRows) {
  return Promise.all(
    rows.leads.map(async (lead) => {
      const password = lead.id === undefined ? undefined : demoPasswords[lead.id];
      if (password === undefined) throw new Error(`No demo password for lead ${String(lead.id)}`);
      return { ...lead, passwordHash: await demoPasswordHash(password) };
    }),
  );
}

type LeadRows = Awaited<ReturnType<typeof demoLeadRows>>;

/** Parents before children, so foreign keys hold at every insert. */
async function insertDemoData(db: Db, leadRows: LeadRows, rows: DemoRows): Promise<void> {
  await db.insert(products).values([...rows.products]);
  await db.insert(doctors).values([...rows.doctors]);
  await db.insert(leads).values(leadRows);
  await db.insert(orders).values(rows.orders);
  await db.insert(orderItems).values([...rows.orderItems]);
  await db.insert(flags).values([...rows.flags]);
  await db.insert(subscriptions).values(rows.subscriptions);
  await db.insert(pendingOrders).values(rows.pendingOrders);
  await db.insert(messages).values(rows.messages);
  await db.insert(paymentMethods).values(rows.paymentMethods);
  await db.insert(weightMeasurements).values(rows.weightMeasurements);
  await db.insert(doctorProfiles).values([...rows.doctorProfiles]);
  await db.insert(leadDoctors).values(rows.leadDoctors);
  await db.insert(clicks).values(rows.clicks);
  await db.insert(statesAllowed).values([...rows.statesAllowed]);
  await db.insert(coupons).values([...rows.coupons]);
  await db.insert(visits).values(rows.visits);
  await db.insert(visitAnswers).values(rows.visitAnswers);
  await moveSequencesPastRows(db);
}

/**
 * The seed writes explicit ids into identity columns, which leaves their sequences behind; without
 * this, the first row the API creates (a sign-up, an order) would collide with a demo row. An empty
 * table's sequence starts again at 1, as `truncate … restart identity` would leave it.
 */
async function moveSequencesPastRows(db: Db): Promise<void> {
  // One statement for all of them: a round trip each was a third of a reset's time on PGlite.
  const settings = allTables.flatMap((table) => {
    const { name, columns } = getTableConfig(table);
    return columns
      .filter((column) => column.generatedIdentity)
      .map((column) => {
        const id = sql.identifier(column.name);
        return sql`setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce((select max(${id}) from ${sql.identifier(name)}), 0) + 1, false)`;
      });
  });
  if (settings.length > 0) await db.execute(sql`select ${sql.join(settings, sql`, `)}`);
}

/** Inserts the demo data (catalogue, treatments, doctor, demo customers) into an empty database. */
export async function seed(db: Db, seedDay: string = DEMO_DAY): Promise<void> {
  const rows = demoRows(seedDay);
  const leadRows = await demoLeadRows(rows);
  await db.transaction((tx) => insertDemoData(tx, leadRows, rows));
}

/**
 * Seeds only a database without leads (a first start), dated relative to `seedDay`, by default the
 * clock's today (demoRows). Returns whether it seeded. The advisory lock makes two servers starting
 * together on one Postgres seed it once.
 */
export async function seedIfEmpty(db: Db, seedDay: string = todayOf(systemClock)): Promise<boolean> {
  const rows = demoRows(seedDay);
  const leadRows = await demoLeadRows(rows);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [anyLead] = await tx.select({ id: leads.id }).from(leads).limit(1);
    if (anyLead) {
      await syncProducts(tx, rows.products);
      return false;
    }
    await insertDemoData(tx, leadRows, rows);
    return true;
  });
}

/**
 * The catalogue is reference data, not demo data: a database seeded by an older version gets this
 * version's products (the visit's treatments got one product per drug, dose and billing in issue 14),
 * and changed names or prices, on its next start. Rows no longer in the catalogue stay, since past
 * orders point at them.
 */
async function syncProducts(db: Db, rows: DemoRows['products']): Promise<void> {
  await db
    .insert(products)
    .values([...rows])
    .onConflictDoUpdate({
      target: products.productId,
      set: {
        productName: sql`excluded.product_name`,
        priceCents: sql`excluded.price_cents`,
        frequency: sql`excluded.frequency`,
        quantitySupported: sql`excluded.quantity_supported`,
        img: sql`excluded.img`,
        description: sql`excluded.description`,
        dose: sql`excluded.dose`,
        category: sql`excluded.category`,
        kind: sql`excluded.kind`,
      },
    });
}

/**
 * Empties every table and restarts every identity, then seeds: the known state of tests and pact
 * states, on DEMO_DAY unless told otherwise, so what they assert does not change with the date.
 *
 * `delete`, children before parents, rather than one `truncate … restart identity cascade`: on tables
 * of a few dozen rows the truncate, which gives every table and index a new file, took 104 ms a reset
 * on PGlite against 48 ms for the deletes (measured back to back, 15 resets each). Pact's provider
 * verification resets before each of its ~150 interactions, and most lapi-server tests before each test.
 */
export async function resetDatabase(db: Db, seedDay: string = DEMO_DAY): Promise<void> {
  const rows = demoRows(seedDay);
  const leadRows = await demoLeadRows(rows);
  await db.transaction(async (tx) => {
    for (const table of tablesChildrenFirst()) await tx.delete(table);
    await insertDemoData(tx, leadRows, rows);
  });
}

let childrenFirst: readonly PgTable[] | undefined;

/** allTables ordered so that a table comes before every table its foreign keys point at. */
function tablesChildrenFirst(): readonly PgTable[] {
  childrenFirst ??= orderChildrenFirst(allTables);
  return childrenFirst;
}

export function orderChildrenFirst(tables: readonly PgTable[]): PgTable[] {
  const ordered: PgTable[] = [];
  const placed = new Set<PgTable>();
  const visiting = new Set<PgTable>();
  const referencing = (parent: PgTable) =>
    tables.filter((table) =>
      getTableConfig(table).foreignKeys.some(
        (key) => key.reference().foreignTable === parent && table !== parent,
      ),
    );
  // Depth first: every table that points at this one is placed before it.
  const place = (table: PgTable) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle at ${getTableConfig(table).name}`);
    visiting.add(table);
    for (const child of referencing(table)) place(child);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/**
 * A live session whose raw token the caller chose (pact provider states use fixed tokens). Calling it
 * again with the same token re-arms that session. For tests and provider states only.
 */
export async function createSessionForTest(
  db: Db,
  leadsId: number,
  token: string,
  now: Date = new Date(),
): Promise<void> {
  await createSession(db, leadsId, now, { token });
}
