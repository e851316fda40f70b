import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type LapiApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/db/open.ts';
import { resetDatabase } from '../src/db/seed.ts';
import { openFromPgliteTemplate } from './pglite-template.ts';
import { createDatabase, dropDatabase } from './postgres.ts';

/**
 * Database-touching tests run once per backend: embedded PGlite (what `pnpm start` uses) and a real
 * Postgres (what production uses). Requires test/global-setup.ts in the Vitest project.
 */
export const backends = ['pglite', 'postgres'] as const;
export type Backend = (typeof backends)[number];

/**
 * A fresh, migrated database: in-memory PGlite (started from the run's migrated snapshot), or a new
 * database of its own on the test Postgres (a copy of the run's migrated template database). Both are
 * migrated again, which finds nothing to do unless drizzle/ changed during the run.
 */
export async function openTestDatabase(
  backend: Backend,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openFromPgliteTemplate(inject('pgliteTemplatePath'));
    await migrateDatabase(database);
    return { database, dispose: () => database.close() };
  }
  const serverUrl = inject('postgresUrl');
  const databaseUrl = await createDatabase(serverUrl, 'lapi_test', inject('postgresTemplate'));
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await dropDatabase(serverUrl, databaseUrl);
    },
  };
}

/**
 * Opens a migrated and seeded database before the enclosing describe block's tests and disposes of it
 * after them. Tests that change data call resetDatabase themselves (it takes milliseconds).
 */
export function useTestDatabase(backend: Backend): { readonly database: Database } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(backend);
    await resetDatabase(opened.database.db);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return {
    get database() {
      if (!opened)
        throw new Error('useTestDatabase: the database is opened in beforeAll; use it inside tests');
      return opened.database;
    },
  };
}

/** A clock tests can move forward (session expiry) without waiting. */
export class TestClock implements Clock {
  #offsetMs = 0;
  #frozenAt: number | null = null;
  now(): Date {
    return new Date((this.#frozenAt ?? Date.now()) + this.#offsetMs);
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
  /**
   * Stops real time from passing: from here on only `advance` moves the clock, so a test that checks
   * a limit to the millisecond cannot fail because the machine was slow between two calls.
   */
  freeze(): void {
    this.#frozenAt ??= Date.now();
  }
  reset(): void {
    this.#offsetMs = 0;
    this.#frozenAt = null;
  }
}

/**
 * useTestDatabase plus the app on it, with a silent logger and a TestClock. `app` is the Hono app;
 * call it in-process with `callLapi(app, path, data, { token })` from ./http.ts.
 */
export function useTestApp(backend: Backend): {
  readonly database: Database;
  readonly app: LapiApp;
  readonly clock: TestClock;
} {
  const context = useTestDatabase(backend);
  const clock = new TestClock();
  let app: LapiApp | undefined;
  beforeAll(() => {
    app = createApp({ database: context.database, logger: pino({ level: 'silent' }), clock });
  });
  return {
    get database() {
      return context.database;
    },
    get app() {
      if (!app) throw new Error('useTestApp: the app is created in beforeAll; use it inside tests');
      return app;
    },
    clock,
  };
}
