import { databaseOptionsFromEnv, dataRootFromEnv, migrateDatabase, openDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { createMailer, outboxDir } from './mail/index.ts';
import { renewalIntervalFromEnv } from './renewals/scheduler.ts';
import { startLapiServer } from './server.ts';

/**
 * Standalone lapi-server (started by main.ts once it is sure this is not production). Env: PORT (default 8081), HOST (default 127.0.0.1), DATABASE_URL (a real
 * Postgres) or DATA_DIR (PGlite files in DATA_DIR/pglite; DATA_DIR defaults to .data/ at the repo root),
 * SMTP_URL (mail by SMTP; without it, .eml files in DATA_DIR/outbox), MAIL_FROM, PUBLIC_URL (links in
 * mail), LAPI_PUBLIC_TOKEN, RENEWAL_INTERVAL_MINUTES (how often due subscriptions renew; default 60).
 */
const logger = createLogger();

const options = databaseOptionsFromEnv();
const database = await openDatabase({ ...options, logger });
await migrateDatabase(database);
if (await seedIfEmpty(database.db)) logger.info('seeded the demo data into an empty database');

const server = await startLapiServer({
  database,
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8081),
  logger,
  renewals: { everyMinutes: renewalIntervalFromEnv() },
  services: {
    mailer: createMailer({
      smtpUrl: process.env.SMTP_URL,
      outboxDir: outboxDir(dataRootFromEnv()),
      from: process.env.MAIL_FROM,
      logger: logger.child({ component: 'mail' }),
    }),
  },
});
logger.info(
  { url: server.url, database: database.kind === 'postgres' ? 'postgres (DATABASE_URL)' : options.dataDir },
  `lapi-server listening on ${server.url}`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  await server.close();
  // PGlite keeps the process alive until closed (and flushes its files on close).
  await database.close();
}
process.once('SIGINT', (signal) => void stop(signal));
process.once('SIGTERM', (signal) => void stop(signal));
