import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createGatewayLogger } from './logger.ts';

/**
 * The embedded legacy API in its own thread (started by embedded-lapi.ts): lapi-server and its
 * database (PGlite runs its queries on the thread that owns it) get the second core, while the
 * gateway's thread only parses GraphQL and answers browsers. They still speak real HTTP on loopback,
 * as a separate legacy API would.
 */
export interface EmbeddedLapiOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  logLevel: string;
  /** Where customers reach the shop, for the links in e-mails (unless PUBLIC_URL says otherwise). */
  publicUrl?: string | undefined;
}

export type EmbeddedLapiMessage =
  | { type: 'started'; url: string; database: string; seeded: boolean }
  | { type: 'failed'; message: string; stack?: string | undefined }
  | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('embedded-lapi-worker.ts runs as a worker thread only');
const options = workerData as EmbeddedLapiOptions;
const logger = createGatewayLogger(options.logLevel).child({ component: 'lapi-server' });

try {
  const lapiServer = await import('@helmsman/lapi-server');
  const database = await lapiServer.openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, logger }
      : { dataDir: path.join(options.dataDir, 'pglite') },
  );
  await lapiServer.migrateDatabase(database);
  const seeded = await lapiServer.seedIfEmpty(database.db);
  const server = await lapiServer.startLapiServer({
    database,
    host: '127.0.0.1',
    port: 0,
    logger,
    // Due subscriptions renew here as in a standalone lapi-server (pg-boss on Postgres, else in process).
    renewals: { everyMinutes: lapiServer.renewalIntervalFromEnv() },
    // LAPI_CLOCK_OFFSET_DAYS: journeys make subscriptions due without waiting (refused in production).
    clock: lapiServer.clockFromEnv(),
    services: {
      // SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox, their paths logged.
      mailer: lapiServer.createMailer({
        smtpUrl: process.env.SMTP_URL,
        outboxDir: lapiServer.outboxDir(options.dataDir),
        from: process.env.MAIL_FROM,
        logger: logger.child({ component: 'mail' }),
      }),
      ...(options.publicUrl && { publicUrl: options.publicUrl }),
    },
  });
  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    void (async () => {
      await server.close();
      await database.close();
      port.postMessage({ type: 'closed' } satisfies EmbeddedLapiMessage);
      port.close();
    })();
  });
  port.postMessage({
    type: 'started',
    url: server.url,
    database: database.kind,
    seeded,
  } satisfies EmbeddedLapiMessage);
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  port.postMessage({
    type: 'failed',
    message: failure.message,
    stack: failure.stack,
  } satisfies EmbeddedLapiMessage);
}
