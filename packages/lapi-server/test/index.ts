/**
 * Test helpers other projects reuse (gateway, contracts): a throwaway Postgres, per-file databases on
 * it, and legacy-request builders. `@helmsman/lapi-server/test`.
 */
export { createDatabase, dropDatabase, findPostgresBinDir, type PostgresServer, startPostgres } from './postgres.ts';
export { callLapi, type Fetcher, type LapiAnswer, type LapiCallOptions, lapiRequest, send } from './http.ts';
