import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from './pglite-template.ts';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test Postgres server; each test file creates its own database on it. */
    postgresUrl: string;
    /** Snapshot of a migrated PGlite that test files start their in-memory PGlite from. */
    pgliteTemplatePath: string;
  }
}

/**
 * Once per run: a throwaway Postgres (about a second) and a migrated PGlite snapshot, made side by side.
 * With TEST_POSTGRES_URL set (e.g. a CI service container), that server is used instead of starting one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_POSTGRES_URL;
  const [server, template] = await Promise.allSettled([
    external ? Promise.resolve(undefined) : startPostgres(),
    createPgliteTemplate(),
  ]);
  if (server.status === 'rejected' || template.status === 'rejected') {
    // Whatever did start must not outlive the failed run (a stray postgres keeps its port and memory).
    if (server.status === 'fulfilled') await server.value?.stop();
    if (template.status === 'fulfilled') await template.value.remove();
    throw server.status === 'rejected' ? server.reason : (template as PromiseRejectedResult).reason;
  }
  project.provide('postgresUrl', external ?? server.value?.url ?? '');
  project.provide('pgliteTemplatePath', template.value.path);
  return async () => {
    await Promise.all([server.value?.stop(), template.value.remove()]);
  };
}
