import { sharedPgliteTemplate } from '@helmsman/lapi-server/test';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Snapshot of a migrated PGlite that every harness's legacy API starts from (test/harness.ts). */
    pgliteTemplatePath: string;
  }
}

/**
 * Once per run: a migrated PGlite snapshot (the one lapi-server's global setup made, when both projects
 * run). A harness that made its database from nothing spent 2-3 s (more on a busy machine) in PGlite's
 * initdb; one loaded from the snapshot starts several times sooner.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await sharedPgliteTemplate();
  project.provide('pgliteTemplatePath', template.path);
  return () => template.remove();
}
