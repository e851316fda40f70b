/**
 * `@helmsman/lapi-server/testing`: what tests, contract provider states and benchmarks use besides a
 * running server. Production code never imports it (the package's `.` entry is what a server needs).
 * Vitest-only helpers (backends, useTestApp) and the global setup that provides the Postgres URL and
 * the PGlite snapshot are this package's own (test/backends.ts, test/global-setup.ts).
 */

// Data: the seeded demo (ids, customers, orders), fixtures that put a lead in a state, the tables.

export * as clinicalFixtures from '../src/clinical/fixtures.ts';
export { demo } from '../src/db/demo-data.ts';
export * as schema from '../src/db/schema/index.ts';
export { createSessionForTest, resetDatabase } from '../src/db/seed.ts';
export * as accountFixtures from '../src/resources/account-fixtures.ts';
export * as commerceFixtures from '../src/resources/commerce-fixtures.ts';
export * as messagingFixtures from '../src/resources/messaging-fixtures.ts';

// Services that record instead of sending: mail kept in memory or read back from the outbox.

export { findResetLink, readOutbox, waitForResetLink } from '../src/mail/index.ts';
export { createTestProcessor } from '../src/payments/test-processor.ts';
export { MemoryMailer } from '../src/services.ts';

// Legacy requests, and throwaway databases: a per-file Postgres database, a migrated PGlite snapshot.

export { callLapi } from './http.ts';
export { openFromPgliteTemplate, sharedPgliteTemplate } from './pglite-template.ts';
export { createDatabase, dropDatabase, memoryTempDir, sharedPostgres, startPostgres } from './postgres.ts';
