import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/open.ts';
import { sharedPgliteTemplate } from './pglite-template.ts';
import {
  createTemplateDatabase,
  dropTemplateDatabase,
  type PostgresServer,
  sharedPostgres,
} from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test Postgres server; each test file creates its own database on it. */
    postgresUrl: string;
    /** The migrated database on that server that every test file's database is a copy of. */
    postgresTemplate: string;
    /** Snapshot of a migrated PGlite that test files start their in-memory PGlite from. */
    pgliteTemplatePath: string;
  }
}

/** Migrates a new database on the server once, with lapi-server's own migrator (advisory lock and all). */
async function migratedTemplate(serverUrl: string): Promise<string> {
  return createTemplateDatabase(serverUrl, async (databaseUrl) => {
    const database = await openDatabase({ databaseUrl });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  });
}

/**
 * Once per run: a throwaway Postgres (about a second; its files in memory; the gateway project's
 * global setup uses the same one, sharedPostgres) holding a migrated template database, and a migrated
 * PGlite snapshot, made side by side. Test files copy the template (CREATE DATABASE … TEMPLATE) instead
 * of migrating a new database each. With TEST_POSTGRES_URL set (e.g. a CI service container), that
 * server is used instead of starting one; the template is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [server, template] = await Promise.allSettled([
    (async () => {
      // Shared with the gateway project's global setup when both run (sharedPostgres).
      const started = await sharedPostgres();
      try {
        return { started, url: started.url, template: await migratedTemplate(started.url) };
      } catch (error) {
        await started.stop();
        throw error;
      }
    })(),
    sharedPgliteTemplate(),
  ]);
  if (server.status === 'rejected' || template.status === 'rejected') {
    // Whatever did start must not outlive the failed run (a stray postgres keeps its port and memory).
    if (server.status === 'fulfilled') await stopServer(server.value);
    if (template.status === 'fulfilled') await template.value.remove();
    throw server.status === 'rejected' ? server.reason : (template as PromiseRejectedResult).reason;
  }
  project.provide('postgresUrl', server.value.url);
  project.provide('postgresTemplate', server.value.template);
  project.provide('pgliteTemplatePath', template.value.path);
  return async () => {
    await Promise.all([stopServer(server.value), template.value.remove()]);
  };
}

async function stopServer(server: { started: PostgresServer; url: string; template: string }): Promise<void> {
  // A started server is thrown away whole (by its last user); on an external one only the template is
  // ours to drop.
  if (process.env.TEST_POSTGRES_URL) await dropTemplateDatabase(server.url, server.template);
  await server.started.stop();
}
