/**
 * Test helpers other projects reuse (gateway, contracts), as `@helmsman/lapi-server/test`: a throwaway
 * Postgres with per-file databases, a migrated PGlite snapshot that starts fast, and legacy-request
 * builders. Vitest-only helpers (backends, useTestApp) are at `@helmsman/lapi-server/test/backends`;
 * the global setup that provides the Postgres URL and the snapshot is `…/test/global-setup`.
 */
export { callLapi, type Fetcher, type LapiAnswer, type LapiCallOptions, lapiRequest, send } from './http.ts';
export {
  createPgliteTemplate,
  openFromPgliteTemplate,
  type PgliteTemplate,
  sharedPgliteTemplate,
} from './pglite-template.ts';
export {
  createDatabase,
  createTemplateDatabase,
  dropDatabase,
  dropTemplateDatabase,
  findPostgresBinDir,
  memoryTempDir,
  type PostgresServer,
  sharedPostgres,
  startPostgres,
} from './postgres.ts';
