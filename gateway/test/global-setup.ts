import { sharedPgliteTemplate, sharedPostgres } from '@helmsman/lapi-server/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Snapshot of a migrated PGlite that every harness's legacy API starts from (test/harness.ts). */
    pgliteTemplatePath: string;
    /** Admin URL of the run's test Postgres; a test file that needs one creates its own database on it. */
    postgresUrl: string;
  }
}

/**
 * Once per run: a migrated PGlite snapshot and a throwaway Postgres (the ones lapi-server's global
 * setup made, when both projects run), side by side. A harness that made its database from nothing
 * spent 2-3 s (more on a busy machine) in PGlite's initdb; one loaded from the snapshot starts several
 * times sooner. The Postgres is for what must be shared between processes: the rate limits' store
 * (rate-limit/postgres-store.test.ts) and the scale-out test's gateways and legacy APIs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [template, postgres] = await Promise.allSettled([sharedPgliteTemplate(), sharedPostgres()]);
  if (template.status === 'rejected' || postgres.status === 'rejected') {
    // Whatever did start must not outlive the failed run (a stray postgres keeps its port and memory).
    if (template.status === 'fulfilled') await template.value.remove();
    if (postgres.status === 'fulfilled') await postgres.value.stop();
    throw template.status === 'rejected' ? template.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide('pgliteTemplatePath', template.value.path);
  project.provide('postgresUrl', postgres.value.url);
  return async () => {
    await Promise.all([template.value.remove(), postgres.value.stop()]);
  };
}
