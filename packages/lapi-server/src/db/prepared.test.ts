import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { demo } from './demo-data.ts';
import { DRIZZLE_TEXT_TYPES, preparedPerDatabase, withoutRegisteredParsers } from './prepared.ts';
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

/** Dates, instants and intervals as the database writes them, prepared and not. */
const times = preparedPerDatabase('prepared_test_times', (db) =>
  db
    .select({
      instant: sql<string>`${sql.placeholder('instant')}::timestamptz`,
      local: sql<string>`${sql.placeholder('local')}::timestamp`,
      day: sql<string>`${sql.placeholder('day')}::date`,
      span: sql<string>`${sql.placeholder('span')}::interval`,
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

  it('keep dates, instants and intervals as the database wrote them, as drizzle expects', async () => {
    const input = {
      instant: '2026-11-27 12:00:00.123+00',
      local: '2026-11-27 12:00:00',
      day: '2026-02-28',
      span: '1 day 02:00:00',
      leadId: demo.alex.leadsId,
    };
    // An instant comes back in the session's time zone, so only its shape is pinned: text, not a Date.
    const instant = expect.stringMatching(/^2026-11-2\d \d\d:\d\d:00\.123[+-]\d\d/);
    await expect(times(db()).execute(input)).resolves.toEqual([
      { instant, local: input.local, day: input.day, span: input.span },
    ]);
    // The same types unprepared, through drizzle's own query path.
    const [plain] = await db()
      .select({
        instant: sql<string>`${input.instant}::timestamptz`,
        day: sql<string>`${input.day}::date`,
        days: sql<string>`array[${input.day}::date]`,
      })
      .from(leads)
      .where(eq(leads.id, demo.alex.leadsId));
    expect(plain).toEqual({ instant, day: input.day, days: `{${input.day}}` });
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

describe('withoutRegisteredParsers', () => {
  const keep = (value: string) => value;
  const drizzles = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, keep]));

  it("leaves off drizzle's parsers, which the client has already", () => {
    expect(withoutRegisteredParsers({ rowMode: 'array', parsers: drizzles })).toEqual({ rowMode: 'array' });
  });

  it('passes on any other parser with the rest', () => {
    const options = { rowMode: 'array' as const, parsers: { ...drizzles, 23: Number } };
    expect(withoutRegisteredParsers(options)).toBe(options);
    expect(withoutRegisteredParsers(undefined)).toBeUndefined();
    expect(withoutRegisteredParsers({ rowMode: 'object' })).toEqual({ rowMode: 'object' });
  });
});
