import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LapiClient } from '@helmsman/lapi-client';
import type { Logger } from 'pino';
import { type GatewayConfig, siteConfigFrom } from './config.ts';
import { startEmbeddedLapi } from './embedded-lapi.ts';
import { createGatewayListener } from './http/listener.ts';
import { readTrustedDocuments } from './plugins/trusted-documents.ts';
import { createRateLimits } from './rate-limit/index.ts';
import { publicSiteConfig } from './schema/site/public-site-config.ts';
import { createGatewayApp } from './server.ts';
import { createGatewayYoga } from './yoga.ts';

export interface RunningShop {
  url: string;
  lapiUrl: string;
  embeddedLapi: boolean;
  close(): Promise<void>;
}

/** Starts the gateway (and, without LAPI_URL, the embedded legacy API). */
export async function startShop(config: GatewayConfig, logger: Logger): Promise<RunningShop> {
  // Only the demo starts the embedded legacy API; readConfig refuses production without LAPI_URL.
  const embedded = config.demo ? await startEmbeddedLapi(config, logger) : null;
  const lapiUrl = config.LAPI_URL ?? (embedded as { url: string }).url;
  const lapi = new LapiClient({ baseUrl: lapiUrl });
  // One set of limits for GraphQL and the HTTP routes; in Postgres with DATABASE_URL, shared by every gateway on it.
  const rateLimits = await createRateLimits({
    databaseUrl: config.DATABASE_URL,
    trustedProxies: config.TRUSTED_PROXIES,
    logger: logger.child({ component: 'rate-limit' }),
  });
  const yoga = createGatewayYoga({
    lapi,
    logger: logger.child({ component: 'graphql' }),
    siteConfig: siteConfigFrom(config),
    secureCookies: config.COOKIE_SECURE,
    publicToken: config.LAPI_PUBLIC_TOKEN,
    development: config.NODE_ENV === 'development',
    rateLimits,
    corsOrigins: config.CORS_ORIGINS,
    // Production runs the app's operations only; the demo and tests take any document.
    ...(config.production && { trustedDocuments: readTrustedDocuments() }),
  });
  const app = createGatewayApp({
    yoga,
    lapi,
    logger,
    appDir: config.APP_DIR,
    rateLimits,
    secureCookies: config.COOKIE_SECURE,
    siteConfig: publicSiteConfig(siteConfigFrom(config)),
  });

  const server = createServer(createGatewayListener({ yoga, app }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  return {
    url,
    lapiUrl,
    embeddedLapi: embedded !== null,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // close() only stops accepting; idle keep-alive sockets would hold it open.
        server.closeIdleConnections();
      });
      await lapi.close();
      await rateLimits.close();
      await embedded?.close();
    },
  };
}
