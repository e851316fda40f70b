import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { withPreparedStatements } from './prepared.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * Raw `db.execute()` results as both drivers return them: an object with `rows`. (Drizzle's generic
 * base leaves the result `unknown`, which would force a cast at every raw query.)
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

interface RowsResult<Row> {
  rows: Row[];
}

/**
 * The drizzle handle every query is written against. Both drivers' databases (and their transactions)
 * extend this type, so resource code never knows which driver it runs on.
 */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed migrations in drizzle/ with the driver's own migrator. */
  migrate(): Promise<void>;
  /**
   * Plain SQL on the same connections, for a library that writes its own (pg-boss, src/renewals/).
   * Postgres only: what several servers share.
   */
  readonly executeSql?: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : a real Postgres through a node-postgres pool. Takes precedence over dataDir. */
  databaseUrl?: string | undefined;
  /** A directory for PGlite's files. Without it (and without a URL) the database lives in memory. */
  dataDir?: string | undefined;
  /** Receives errors of idle pooled connections (the next query simply gets a fresh connection). */
  logger?: Logger | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Any number, as long as every lapi-server uses the same one: several servers sharing one Postgres
 * take this advisory lock so that only one of them applies migrations at a time.
 */
const MIGRATION_LOCK_KEY = 4_815_162_342;

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPglite(options.dataDir);
}

export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate();
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir === undefined) return pgliteDatabase(await PGlite.create());
  const directory = resolve(dataDir);
  // PGlite creates its own directory but not the ones above it.
  await mkdir(dirname(directory), { recursive: true });
  return pgliteDatabase(await PGlite.create(directory));
}

/**
 * Wraps a PGlite instance the caller created (e.g. from a `loadDataDir` snapshot, which starts several
 * times faster than a fresh instance). The Database owns it from then on: close() closes it.
 */
export function pgliteDatabase(client: PGlite): Database {
  // The hot statements run as server-side prepared statements (see prepared.ts).
  const db = drizzlePglite({ client: withPreparedStatements(client), schema });
  return {
    db,
    kind: 'pglite',
    // One PGlite instance is one process's private database: nobody else can migrate it concurrently.
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, logger: Logger | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, that kills the process.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle Postgres connection failed'));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/**
 * Where a standalone lapi-server keeps its data: `DATABASE_URL` when set, otherwise PGlite files in
 * `DATA_DIR/pglite` (DATA_DIR defaults to `.data/` at the repository root, which it shares with the mail
 * outbox, hence the sub-directory). Same place as the gateway's embedded lapi-server, so `pnpm start`
 * and a standalone start see the same data.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: resolve(dataRootFromEnv(env), 'pglite') };
}

/** `DATA_DIR`, or `.data/` at the repository root: PGlite's files and the mail outbox live under it. */
export function dataRootFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? resolve(env.DATA_DIR) : fileURLToPath(new URL('../../../../.data', import.meta.url));
}
