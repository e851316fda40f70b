/**
 * @helmsman/lapi-server: the reference implementation of the clinic's legacy API. The gateway embeds
 * it, contract tests verify against it, and its route table documents every call.
 */
export { type AppOptions, createApp, type LapiApp } from './app.ts';
export {
  type ActiveSession,
  DEFAULT_SESSION_POLICY,
  type SessionPolicy,
  sessionPolicyFromEnv,
} from './auth/sessions.ts';
export * as clinicalFixtures from './clinical/fixtures.ts';
export { type Clock, systemClock } from './clock.ts';
export { categoryOfFamily, demo } from './db/demo-data.ts';
export {
  type Database,
  type DatabaseOptions,
  type Db,
  databaseOptionsFromEnv,
  dataRootFromEnv,
  migrateDatabase,
  openDatabase,
  pgliteDatabase,
  type RowsQueryResultHKT,
} from './db/open.ts';
export * as schema from './db/schema/index.ts';
export { createSessionForTest, resetDatabase, seed, seedIfEmpty } from './db/seed.ts';
export { type Envelope, failure, type Reply, success } from './http/envelope.ts';
export type {
  Access,
  CustomerContext,
  HandlerContext,
  PublicContext,
  Route,
  RouteDefinition,
  RouteKind,
} from './http/route.ts';
export { createLogger } from './logger.ts';
export {
  createMailer,
  findResetLink,
  latestResetLink,
  type MailerOptions,
  OutboxMailer,
  type OutboxMessage,
  outboxDir,
  readOutbox,
  SmtpMailer,
  waitForResetLink,
} from './mail/index.ts';
export * from './payments/test-processor.ts';
export * as accountFixtures from './resources/account-fixtures.ts';
export * as commerceFixtures from './resources/commerce-fixtures.ts';
export * as messagingFixtures from './resources/messaging-fixtures.ts';
export type { Lander, LanderFlag, LanderSubscription, OrderHistoryEntry } from './resources/orders.ts';
export { routes } from './routes.ts';
export { type LapiServer, type LapiServerOptions, startLapiServer } from './server.ts';
export {
  DEFAULT_PUBLIC_TOKEN,
  defaultServices,
  type Mailer,
  MemoryMailer,
  type OutgoingMessage,
  type Services,
} from './services.ts';
