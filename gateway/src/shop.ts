import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LapiClient } from '@helmsman/lapi-client';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { type GatewayConfig, siteConfigFrom } from './config.ts';
import { createGatewayApp } from './server.ts';
import { createGatewayYoga } from './yoga.ts';

export interface RunningShop {
  url: string;
  lapiUrl: string;
  embeddedLapi: boolean;
  close(): Promise<void>;
}

/** The embedded legacy API: lapi-server on loopback, over PGlite in DATA_DIR or DATABASE_URL. */
async function startEmbeddedLapi(config: GatewayConfig, logger: Logger) {
  const lapiServer = await import('@helmsman/lapi-server');
  const database = await lapiServer.openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  await lapiServer.migrateDatabase(database);
  const seeded = await lapiServer.seedIfEmpty(database.db);
  const lapiLogger = logger.child({ component: 'lapi-server' });
  const server = await lapiServer.startLapiServer({
    database,
    host: '127.0.0.1',
    port: 0,
    logger: lapiLogger,
    services: {
      // SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox, their paths logged.
      mailer: lapiServer.createMailer({
        smtpUrl: process.env.SMTP_URL,
        outboxDir: lapiServer.outboxDir(config.DATA_DIR),
        from: process.env.MAIL_FROM,
        logger: lapiLogger.child({ component: 'mail' }),
      }),
      // Reset links must lead to this gateway (unless PUBLIC_URL says where customers reach it).
      ...(!process.env.PUBLIC_URL && config.PORT !== 0 && { publicUrl: `http://localhost:${config.PORT}` }),
    },
  });
  logger.info({ lapi: server.url, database: database.kind, seeded }, 'embedded legacy API started');
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

/** Starts the gateway (and, without LAPI_URL, the embedded legacy API). */
export async function startShop(config: GatewayConfig, logger: Logger): Promise<RunningShop> {
  const embedded = config.LAPI_URL ? null : await startEmbeddedLapi(config, logger);
  const lapiUrl = config.LAPI_URL ?? (embedded as { url: string }).url;
  const lapi = new LapiClient({ baseUrl: lapiUrl });
  const yoga = createGatewayYoga({
    lapi,
    logger: logger.child({ component: 'graphql' }),
    siteConfig: siteConfigFrom(config),
    secureCookies: config.COOKIE_SECURE,
    publicToken: config.LAPI_PUBLIC_TOKEN,
    development: config.NODE_ENV === 'development',
  });
  const app = createGatewayApp({ yoga, lapi, logger, appDir: config.APP_DIR });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  return {
    url,
    lapiUrl,
    embeddedLapi: embedded !== null,
    close: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await lapi.close();
      await embedded?.close();
    },
  };
}
