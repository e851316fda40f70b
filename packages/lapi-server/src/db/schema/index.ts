/**
 * The legacy API's system of record, one file per resource area (as src/resources/ is split). One
 * schema serves PGlite and node-postgres; drizzle-kit turns it into the SQL migrations under drizzle/
 * (`pnpm --filter @helmsman/lapi-server db:generate`).
 *
 * Conventions: snake_case columns as the legacy payloads spell them, money in integer cents (the API
 * renders the legacy "49.98" strings), calendar dates as `date` read back as 'YYYY-MM-DD' strings,
 * instants as `timestamptz`. Ids the legacy API exposes are identities so that explicit seed ids and
 * generated ids can coexist (the seed moves each sequence past its rows).
 *
 * These files are loaded by drizzle-kit's own loader, so they import nothing but drizzle-orm and each
 * other.
 */
export * from './account.ts';
export * from './audit.ts';
export * from './clicks.ts';
export * from './clinical.ts';
export * from './ecom.ts';
export * from './feedback.ts';
export * from './idempotency.ts';
export * from './messaging.ts';
export * from './orders.ts';
export * from './subscriptions.ts';
