import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue, VISIT_TREATMENTS } from '@helmsman/domain';
import { verify } from '@node-rs/argon2';
import { asc, eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { categoryOfFamily, demo } from './demo-data.ts';
import { migrateDatabase, openDatabase } from './open.ts';
import * as schema from './schema/index.ts';
import { allTables, resetDatabase, seedIfEmpty } from './seed.ts';

const { leads, orders, orderItems, products, subscriptions, flags, pendingOrders, messages, doctors } =
  schema;

describe('allTables', () => {
  it('lists every table of the schema but the audit trail, so a reset empties them all', () => {
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableConfig(table).name)
      // Append-only (its trigger refuses TRUNCATE): a reset leaves the trail as it is.
      .filter((name) => name !== 'audit_events')
      .sort();
    expect(allTables.map((table) => getTableConfig(table).name).sort()).toEqual(schemaTables);
  });
});

describe.each(backends)('database on %s', (backend) => {
  const context = useTestDatabase(backend);
  const db = () => context.database.db;

  it('has every table after migrating, and migrating again changes nothing', async () => {
    await migrateDatabase(context.database);
    const result = await db().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of allTables) expect(tables).toContain(getTableConfig(table).name);
    expect(await db().$count(leads)).toBe(2);
  });

  it('holds the catalogue exactly as @helmsman/domain defines it', async () => {
    const rows = await db()
      .select()
      .from(products)
      .where(eq(products.kind, 'shop'))
      .orderBy(asc(products.productId));
    expect(
      rows.map((row) => ({
        product_id: row.productId,
        product_name: row.productName,
        price: row.priceCents / 100,
        frequency: row.frequency,
        quantity_supported: row.quantitySupported,
        img: row.img,
        description: row.description,
        dose: row.dose,
        category: row.category,
      })),
    ).toEqual(
      catalogue.map(({ family, ...product }) => ({ ...product, category: categoryOfFamily[family] })),
    );
    expect(rows.map((row) => row.productId)).toEqual([30, 31, 32, 35, 36, 37, 40, 41, 42, 160]);
    expect(new Set(rows.map((row) => row.priceCents))).toEqual(new Set([2499, 1750, 4500]));
  });

  it('holds every visit treatment: one per category, drug, dosage and billing frequency', async () => {
    const rows = await db().select().from(products).where(eq(products.kind, 'treatment'));
    expect(rows).toHaveLength(VISIT_TREATMENTS.length);
    const ids = rows.map((row) => row.productId);
    for (const id of Object.values(demo.products)) expect(ids).toContain(id);
    expect(rows.find((row) => row.productId === demo.products.sildenafil)?.category).toBe('ed');
  });

  it('sells each visit treatment with the name, price, frequency and category the domain gives it', async () => {
    const rows = await db().select().from(products).where(eq(products.kind, 'treatment'));
    expect(
      rows.map((row) => ({
        product_id: row.productId,
        product_name: row.productName,
        price: row.priceCents / 100,
        frequency: row.frequency,
        img: row.img,
        category: row.category,
      })),
    ).toEqual(
      expect.arrayContaining(
        VISIT_TREATMENTS.map(({ drug: _drug, dosage: _dosage, ...treatment }) => treatment),
      ),
    );
  });

  it('holds the demo customers', async () => {
    const rows = await db().select().from(leads).orderBy(asc(leads.id));
    expect(
      rows.map(({ id, prospectsId, email, firstName, lastName }) => ({
        id,
        prospectsId,
        email,
        firstName,
        lastName,
      })),
    ).toEqual([
      { id: 1001, prospectsId: 582731, email: 'alex@helmsman.test', firstName: 'Alex', lastName: 'Berg' },
      { id: 1002, prospectsId: 582732, email: 'sam@helmsman.test', firstName: 'Sam', lastName: 'Rivera' },
    ]);
    expect(rows[0]).toMatchObject({ city: 'Austin', state: 'TX', zip: '78701' });
  });

  it("holds Alex's orders, flag, subscriptions, pending order and message thread", async () => {
    const alexOrders = await db()
      .select({
        number: orders.orderNumber,
        status: orders.status,
        total: orders.totalCents,
        refund: orders.refundCents,
      })
      .from(orders)
      .where(eq(orders.leadId, demo.alex.leadsId))
      .orderBy(asc(orders.orderNumber));
    expect(alexOrders).toEqual([
      { number: 100231, status: 'Shipped', total: 4998, refund: 0 },
      { number: 100232, status: 'Partially Refunded', total: 6999, refund: 2499 },
      { number: 100233, status: 'Declined', total: 1750, refund: 0 },
    ]);
    // Each order's total is the sum of its lines, as checkout would have made it.
    for (const order of alexOrders) {
      const lines = await db().select().from(orderItems).where(eq(orderItems.orderNumber, order.number));
      expect(lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)).toBe(order.total);
    }
    expect(await db().select().from(flags).where(eq(flags.leadId, demo.alex.leadsId))).toMatchObject([
      { type: 'billing', label: 'Payment declined', ordersId: demo.alex.orders.declined },
    ]);
    const subs = await db().select().from(subscriptions).where(eq(subscriptions.leadId, demo.alex.leadsId));
    expect(subs.map((sub) => [sub.id, sub.productId, sub.category, sub.frequency, sub.status])).toEqual([
      [7001, 41, 'sleep', 'MONTHLY', 'active'],
      [7002, demo.products.semaglutide, 'SKY GLP', 'MONTHLY', 'active'],
    ]);
    expect(await db().select().from(pendingOrders)).toMatchObject([
      { leadId: demo.alex.leadsId, product: 'Sildenafil 50 mg', productCategory: 'ed' },
    ]);
    const thread = await db().select().from(messages).orderBy(asc(messages.sentAt));
    expect(thread.map((message) => message.sender)).toEqual(['patient', 'doctor', 'patient', 'doctor']);
    expect(
      thread.every((message) => message.leadId === demo.alex.leadsId && message.doctorId === demo.doctor.id),
    ).toBe(true);
    expect(await db().select().from(doctors)).toMatchObject([
      { firstName: 'Maya', lastName: 'Lindqvist', credentials: 'MD' },
    ]);
  });

  it('gives Sam one shipped one-time Biotin order and nothing else', async () => {
    const samOrders = await db().select().from(orders).where(eq(orders.leadId, demo.sam.leadsId));
    expect(samOrders).toMatchObject([{ orderNumber: 100234, status: 'Shipped', totalCents: 2499 }]);
    expect(await db().select().from(orderItems).where(eq(orderItems.orderNumber, 100234))).toMatchObject([
      { productId: 30, productName: 'Biotin Gummies' },
    ]);
    expect(await db().$count(flags, eq(flags.leadId, demo.sam.leadsId))).toBe(0);
    expect(await db().$count(subscriptions, eq(subscriptions.leadId, demo.sam.leadsId))).toBe(0);
  });

  it('stores passwords as argon2id hashes with OWASP parameters, never in plain text', async () => {
    const rows = await db().select({ email: leads.email, hash: leads.passwordHash }).from(leads);
    for (const row of rows) {
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.hash).not.toContain('Valhalla');
    }
    const alex = rows.find((row) => row.email === demo.alex.email);
    expect(await verify(alex?.hash ?? '', demo.alex.password)).toBe(true);
    expect(await verify(alex?.hash ?? '', demo.sam.password)).toBe(false);
  });

  it('refuses an e-mail that is not lower-case', async () => {
    await expect(
      db().insert(leads).values({
        prospectsId: 1,
        email: 'Upper@helmsman.test',
        firstName: 'U',
        lastName: 'P',
        passwordHash: 'x',
      }),
    ).rejects.toThrow();
  });

  it('reset restores the demo data and restarts identities past the demo rows', async () => {
    // From a known state: failed inserts of earlier tests also advance sequences.
    await resetDatabase(db());
    await db().delete(orders).where(eq(orders.leadId, demo.alex.leadsId));
    const [created] = await db()
      .insert(leads)
      .values({
        prospectsId: 582799,
        email: 'new@helmsman.test',
        firstName: 'N',
        lastName: 'Ew',
        passwordHash: 'x',
      })
      .returning({ id: leads.id });
    // Generated ids continue after the seed's explicit ones instead of colliding with them.
    expect(created?.id).toBe(1003);

    await resetDatabase(db());
    expect(await db().$count(leads)).toBe(2);
    expect(await db().$count(orders, eq(orders.leadId, demo.alex.leadsId))).toBe(3);
    const [again] = await db()
      .insert(leads)
      .values({
        prospectsId: 582799,
        email: 'new@helmsman.test',
        firstName: 'N',
        lastName: 'Ew',
        passwordHash: 'x',
      })
      .returning({ id: leads.id });
    expect(again?.id).toBe(1003);
    await resetDatabase(db());
  });

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(db())).toBe(false);
    const tableList = sql.join(
      allTables.map((table) => sql.identifier(getTableConfig(table).name)),
      sql`, `,
    );
    await db().execute(sql`truncate table ${tableList} restart identity cascade`);
    expect(await seedIfEmpty(db())).toBe(true);
    expect(await seedIfEmpty(db())).toBe(false);
    expect(await db().$count(leads)).toBe(2);
    expect(await db().$count(products)).toBe(catalogue.length + VISIT_TREATMENTS.length);
  });

  it("brings an older database's catalogue up to date on a start that does not seed", async () => {
    const [treatment] = VISIT_TREATMENTS;
    if (!treatment) throw new Error('no treatments');
    // As a version before the treatment was sold, or when it cost more.
    await db().delete(products).where(eq(products.productId, treatment.product_id));
    const [shopProduct] = catalogue;
    if (!shopProduct) throw new Error('no catalogue');
    await db().update(products).set({ priceCents: 1 }).where(eq(products.productId, shopProduct.product_id));

    expect(await seedIfEmpty(db())).toBe(false);
    expect(await db().$count(products)).toBe(catalogue.length + VISIT_TREATMENTS.length);
    const [synced] = await db()
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.productId, shopProduct.product_id));
    expect(synced?.priceCents).toBe(Math.round(shopProduct.price * 100));
    await resetDatabase(db());
  });
});

// Also the one test that migrates a PGlite from nothing (the others start from the run's snapshot).
describe('PGlite on disk', () => {
  it('keeps its data in dataDir across a restart, creating missing parent directories', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lapi-pglite-'));
    const dataDir = join(root, 'nested', 'db');
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await migrateDatabase(first);
      expect(await seedIfEmpty(first.db)).toBe(true);
      await first.close();

      const second = await openDatabase({ dataDir });
      await migrateDatabase(second);
      expect(await seedIfEmpty(second.db)).toBe(false);
      expect(await second.db.$count(leads)).toBe(2);
      await second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});
