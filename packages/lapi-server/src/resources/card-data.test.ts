import { and, eq, ne, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { callLapi } from '../../test/http.ts';
import { createApp, type LapiApp } from '../app.ts';
import { demo } from '../db/demo-data.ts';
import { flags, orders } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { fillCart, futureExpiry, TEST_CARDS } from './commerce-fixtures.ts';

/**
 * The card-data guarantee (DESIGN.md, "Cards"): whatever the processor answers, no full card number and
 * no CVV ends up in any table or in any log line, even at the most verbose log level.
 */

const TOKEN = 'sam-card-data-test-token';
// Four digits that no id, amount, date or port of this test contains.
const CVV = '7391';
const LUHN_FAILING = '4242424242424241';

const vectors = [
  { name: 'declined', number: TEST_CARDS.decline, httpStatus: 402, description: 'Your card was declined.' },
  {
    name: 'insufficient funds',
    number: TEST_CARDS.insufficientFunds,
    httpStatus: 402,
    description: 'Your card has insufficient funds.',
  },
  { name: 'expired', number: TEST_CARDS.expired, httpStatus: 402, description: 'Your card has expired.' },
  {
    name: 'not passing Luhn',
    number: LUHN_FAILING,
    httpStatus: 400,
    description: 'Your card number is incorrect.',
  },
  // Typed with spaces, as people do: neither form may be stored.
  { name: 'approved', number: '4242 4242 4242 4242', httpStatus: 200, description: null },
] as const;

/** A CVV standing alone, not inside a longer run of token, number or id characters. */
const cvvAlone = new RegExp(`(^|[^A-Za-z0-9_-])${CVV}($|[^A-Za-z0-9_-])`);

describe.each(backends)('card data on %s', (backend) => {
  const context = useTestDatabase(backend);
  const logLines: string[] = [];
  let app: LapiApp;

  beforeAll(async () => {
    await resetDatabase(context.database.db);
    await createSessionForTest(context.database.db, demo.sam.leadsId, TOKEN);
    // Everything the server logs, at trace level; no pid or hostname, which could contain any digits.
    const logger = pino({ level: 'trace', base: null }, { write: (line: string) => logLines.push(line) });
    app = createApp({ database: context.database, logger });
  });

  it('keeps no card number and no CVV in any table or log line, whatever the processor answers', async () => {
    const db = context.database.db;
    const answers: string[] = [];
    for (const vector of vectors) {
      await fillCart(db, demo.sam.leadsId, [{ productId: 40, quantity: 1 }]);
      const answer = await callLapi(
        app,
        '/lapi/v2/ecom/place-order',
        {
          shipping: { address: '88 Pike St', city: 'Seattle', state: 'WA', zip: '98101' },
          ccnum: vector.number,
          ccexp: futureExpiry(),
          cccvv: CVV,
          consent: true,
        },
        { token: TOKEN },
      );
      answers.push(JSON.stringify(answer.envelope));
      expect(answer.httpStatus, vector.name).toBe(vector.httpStatus);
      if (vector.description) expect(answer.envelope.error_description, vector.name).toBe(vector.description);

      if (vector.name === 'declined') {
        // The declined vector leaves a Declined order and a billing flag pointing at it.
        const [declined] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.leadId, demo.sam.leadsId), eq(orders.status, 'Declined')));
        expect(declined).toMatchObject({ totalCents: 2499 });
        const raised = await db
          .select()
          .from(flags)
          .where(and(eq(flags.leadId, demo.sam.leadsId), eq(flags.ordersId, declined?.orderNumber ?? -1)));
        expect(raised).toMatchObject([{ type: 'billing', label: 'Payment declined' }]);
      }
    }
    // Four declines (three charged, one refused before) and one approval: Sam's demo order plus four.
    expect(
      await db.$count(orders, and(eq(orders.leadId, demo.sam.leadsId), ne(orders.orderNumber, 100234))),
    ).toBe(4);

    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    const rows: string[] = [];
    for (const { table_name } of tables.rows) {
      const result = await db.execute<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
      );
      rows.push(...result.rows.map((row) => `${table_name}: ${row.row}`));
    }
    const dump = rows.join('\n');
    const logs = logLines.join('');

    // The test would prove nothing if it saw no data: the vaulted card and the log lines are there.
    expect(dump).toContain('"last4":"4242"');
    expect(dump).toContain('"card_last4":"0002"');
    expect(logs).toContain('order payment declined');
    expect(logs).toContain('order paid');

    const numbers = [...vectors.map((vector) => vector.number), ...Object.values(TEST_CARDS)];
    for (const number of numbers) {
      const digits = number.replace(/\s/g, '');
      const spaced = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
      for (const form of [digits, spaced]) {
        expect(dump, `card number ${form} in a table`).not.toContain(form);
        expect(logs, `card number ${form} in the logs`).not.toContain(form);
        expect(answers.join('\n'), `card number ${form} in an answer`).not.toContain(form);
      }
    }
    expect(dump, 'CVV in a table').not.toMatch(cvvAlone);
    expect(logs, 'CVV in the logs').not.toMatch(cvvAlone);
    expect(logs).not.toMatch(/cccvv|ccnum/);
  });
});
