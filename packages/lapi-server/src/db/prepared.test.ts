import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { demo } from './demo-data.ts';
import { preparedPerDatabase } from './prepared.ts';
import { leads } from './schema/index.ts';

/** Hands a text and a number back through the database, with a lead's name beside them. */
const echo = preparedPerDatabase('prepared_test_echo', (db) =>
  db
    .select({
      text: sql<string | null>`${sql.placeholder('text')}::text`,
      number: sql<number | null>`${sql.placeholder('number')}::int`,
      firstName: leads.firstName,
    })
    .from(leads)
    .where(eq(leads.id, sql.placeholder('leadId'))),
);

const awkwardTexts = [
  "it's",
  "''; drop table leads; --",
  "back\\slash \\' and \\\\",
  '"double" $1 $$ $tag$',
  'émoji 🩺, tab\tnewline\n',
  '',
];

describe.each(backends)('prepared statements on %s', (backend) => {
  const context = useTestDatabase(backend);
  const db = () => context.database.db;

  it('hand back exactly what they were given, quotes and backslashes included', async () => {
    for (const text of awkwardTexts) {
      const rows = await echo(db()).execute({ text, number: 42, leadId: demo.alex.leadsId });
      expect(rows).toEqual([{ text, number: 42, firstName: 'Alex' }]);
    }
    await expect(echo(db()).execute({ text: null, number: null, leadId: demo.sam.leadsId })).resolves.toEqual(
      [{ text: null, number: null, firstName: 'Sam' }],
    );
    await expect(echo(db()).execute({ text: 'x', number: 1, leadId: 999_999 })).resolves.toEqual([]);
    // Still the leads table as it is now, not as it was when the statement was prepared.
    expect(await db().$count(leads)).toBe(2);
  });

  it('run concurrently from the first call on', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        echo(db()).execute({ text: `call ${index}`, number: index, leadId: demo.alex.leadsId }),
      ),
    );
    expect(results.map(([row]) => row?.text)).toEqual(
      Array.from({ length: 8 }, (_, index) => `call ${index}`),
    );
  });

  it('run inside a transaction too', async () => {
    const rows = await db().transaction((tx) =>
      echo(tx).execute({ text: 'in a transaction', number: 7, leadId: demo.sam.leadsId }),
    );
    expect(rows).toEqual([{ text: 'in a transaction', number: 7, firstName: 'Sam' }]);
  });

  it('refuse a second statement under a name in use', () => {
    const impostor = preparedPerDatabase('prepared_test_echo', (handle) =>
      handle
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.id, sql.placeholder('leadId'))),
    );
    expect(() => impostor(db())).toThrow(/Two statements are named prepared_test_echo/);
  });

  if (backend === 'pglite') {
    it('prepare again on PGlite after the session forgot them (DEALLOCATE ALL)', async () => {
      await echo(db()).execute({ text: 'before', number: 1, leadId: demo.alex.leadsId });
      await db().execute(sql`deallocate all`);
      await expect(
        echo(db()).execute({ text: 'after', number: 2, leadId: demo.alex.leadsId }),
      ).resolves.toEqual([{ text: 'after', number: 2, firstName: 'Alex' }]);
    });
  }
});
