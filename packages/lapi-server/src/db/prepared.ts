import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './open.ts';
import { perDatabase } from './per-database.ts';

/**
 * Prepared statements for the calls every page makes (the session lookup, the Shell's and the orders
 * page's reads), on both drivers:
 *
 * - Postgres: drizzle's `.prepare(name)` makes node-postgres send a named statement, parsed and planned
 *   once per pooled connection instead of on every execution.
 * - PGlite ignores the name: each `query()` is a fresh parse, describe, bind, describe, execute and sync,
 *   each a trip through the WebAssembly Postgres on the thread that also serves HTTP. So PGlite's client
 *   is wrapped (withPreparedStatements, below): a statement registered here runs as `PREPARE name AS …`
 *   once, then `EXECUTE name(…)` in one simple-protocol message. Measured on the seeded demo customer:
 *   the session lookup 0.30 → 0.11 ms, the lander 1.03 → 0.36 ms of CPU (docs/decisions.md).
 */

/** SQL text → statement name, for every statement built by preparedPerDatabase. */
const statementNames = new Map<string, string>();

interface NamedQuery {
  getQuery(): { sql: string };
}

/**
 * A query built and `.prepare(name)`d once per database handle: `build` returns the drizzle query
 * (placeholders for its inputs), this prepares it under `name`. Keyed by the handle, so a transaction
 * (its own handle, on its own connection) gets its own copy. The name must be unique in this server and
 * always stand for the same SQL text: a Postgres connection refuses a second, different statement under
 * a name it has prepared, so a clash throws here, at the first call.
 */
export function preparedPerDatabase<Query extends NamedQuery>(
  name: string,
  build: (db: Db) => { prepare(name: string): Query },
): (db: Db) => Query {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Statement name ${name} is not a plain identifier`);
  return perDatabase((db) => {
    const query = build(db).prepare(name);
    const text = query.getQuery().sql;
    const registered = statementNames.get(text);
    if (registered !== undefined && registered !== name) {
      throw new Error(`Statements ${registered} and ${name} have the same SQL; keep one`);
    }
    for (const [otherText, otherName] of statementNames) {
      if (otherName === name && otherText !== text) throw new Error(`Two statements are named ${name}`);
    }
    statementNames.set(text, name);
    return query;
  });
}

/**
 * A scalar subquery as a select field: `(select …)`, e.g. a list as one json_agg value, so that a call
 * reads a lead and its lists in one statement. Wrapped in a fragment of its own because in a select
 * from one table drizzle writes the columns of a top-level sql field without their table (`"id"`), and
 * inside a subquery such a name means the subquery's own table; nested, they keep it (`"leads"."id"`).
 */
export function scalarSubquery<T>(query: SQL): SQL<T> {
  return sql<T>`(${query})`;
}

/** Postgres: "prepared statement … does not exist" (someone ran DEALLOCATE or DISCARD). */
const UNDEFINED_PREPARED_STATEMENT = '26000';

/**
 * The PGlite client drizzle talks to: the same client, except that `query()` of a statement registered
 * by preparedPerDatabase runs as a server-side prepared statement. Everything else (other queries,
 * transactions, exec, close) goes to the client unchanged; inside a transaction drizzle queries the
 * transaction's own handle, which is not wrapped. One PGlite has one session, so "prepared" is per client.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  registerDrizzleParsers(client);
  const prepared = new Map<string, Promise<unknown>>();
  const prepare = (name: string, text: string) => {
    let done = prepared.get(name);
    if (done === undefined) {
      // Parameter types are inferred as for any parameterised query.
      done = client.exec(`prepare ${name} as ${text}`);
      done.catch(() => prepared.delete(name));
      prepared.set(name, done);
    }
    return done;
  };

  const query = async <T>(
    text: string,
    params?: unknown[],
    givenOptions?: QueryOptions,
  ): Promise<Results<T>> => {
    const options = withoutRegisteredParsers(givenOptions);
    const name = statementNames.get(text);
    const literals = name === undefined ? null : literalsOf(params ?? []);
    if (name === undefined || literals === null) return client.query<T>(text, params, options);
    const execute = literals.length === 0 ? `execute ${name}` : `execute ${name}(${literals.join(', ')})`;
    const run = async () => {
      await prepare(name, text);
      const [result] = await client.exec(execute, options);
      if (!result) throw new Error(`execute ${name} returned no result`);
      return result as Results<T>;
    };
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNDEFINED_PREPARED_STATEMENT) throw error;
      prepared.delete(name);
      return run();
    }
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The types whose text drizzle keeps as it comes (its PGlite session passes `(value) => value` for
 * each with every query): timestamp, timestamptz, interval, date, and the arrays of numeric,
 * timestamp, timestamptz, interval and date. Drizzle turns them into its own values itself.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

const keepText = (value: string) => value;

/**
 * PGlite merges a query's own parsers into its table of ~320 with an object spread on every query that
 * brings any (`{ ...parsers, ...options.parsers }` in its parseResults): 15% of the legacy API's CPU
 * under the Shell's three reads in a profile. So drizzle's parsers, which are the same for every
 * query, go into the instance's table once, and withoutRegisteredParsers leaves them off each query.
 * Nothing else queries this client: every query comes through drizzle.
 */
function registerDrizzleParsers(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = keepText;
}

/**
 * A query's options without its parsers when they only name the types registered above (drizzle's,
 * which keep text as text); any other parser is passed on as it came.
 */
export function withoutRegisteredParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options;
  // Drizzle keeps one options object per prepared query: worked out once for each.
  let stripped = strippedOptions.get(options);
  if (stripped === undefined) {
    stripped = options;
    if (Object.keys(options.parsers).every((type) => DRIZZLE_TEXT_TYPES.includes(Number(type)))) {
      const { parsers: _registered, ...rest } = options;
      stripped = rest;
    }
    strippedOptions.set(options, stripped);
  }
  return stripped;
}

const strippedOptions = new WeakMap<QueryOptions, QueryOptions>();

/**
 * Parameters as SQL literals for EXECUTE, which Postgres converts to the parameters' types just as it
 * converts text parameters of the extended protocol. Only plain values (the hot statements take ids,
 * hashes and ISO instants); anything else returns null and the query runs the ordinary way.
 */
function literalsOf(params: readonly unknown[]): string[] | null {
  const literals: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) literals.push('null');
    else if (typeof value === 'string') literals.push(pg.escapeLiteral(value));
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
      literals.push(pg.escapeLiteral(String(value)));
    } else return null;
  }
  return literals;
}
