/**
 * @helmsman/lapi-server: the reference implementation of the clinic's legacy API. The gateway embeds
 * it, contract tests verify against it, and its route table documents every call.
 *
 * This entry is what running a server needs. Fixtures, the demo data's ids, test helpers and the
 * throwaway databases are `@helmsman/lapi-server/testing`.
 */

// The server: the route table mounted on Hono, and the listening server around it.

export { type AppOptions, createApp, type LapiApp } from './app.ts';
export type { Route } from './http/route.ts';
export {
  type RenewalScheduleOptions,
  type RenewalScheduler,
  renewalIntervalFromEnv,
} from './renewals/scheduler.ts';
export { routes } from './routes.ts';
export { type LapiServer, type LapiServerOptions, startLapiServer } from './server.ts';

// The database: open (PGlite or Postgres, from the environment), migrate, seed the demo on first start.

export {
  type Database,
  type DatabaseOptions,
  type Db,
  databaseOptionsFromEnv,
  dataRootFromEnv,
  migrateDatabase,
  openDatabase,
} from './db/open.ts';
export { seedIfEmpty } from './db/seed.ts';

// What a deployment plugs in: logs, mail (SMTP or the outbox), and the services handlers use.

export type { SessionPolicy } from './auth/sessions.ts';
export { type Clock, clockFromEnv } from './clock.ts';
export { createLogger } from './logger.ts';
export { createMailer, outboxDir } from './mail/index.ts';
export type { PaymentProcessor } from './payments/test-processor.ts';
export type { Mailer, OutgoingMessage, Services } from './services.ts';
