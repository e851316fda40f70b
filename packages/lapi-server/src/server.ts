import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { createBackground } from './background.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/open.ts';
import { createLogger } from './logger.ts';
import type { Services } from './services.ts';

export interface LapiServerOptions {
  database: Database;
  /** Loopback by default: the embedded server is reached only by the gateway on the same machine. */
  host?: string;
  /** 0 picks a free port (see the returned url). */
  port?: number;
  logger?: Logger | undefined;
  clock?: Clock | undefined;
  services?: Partial<Services> | undefined;
  /** Peers whose X-Forwarded-For is believed (AppOptions.trustedProxies); default LAPI_TRUSTED_PROXIES or loopback. */
  trustedProxies?: readonly string[] | undefined;
}

export interface LapiServer {
  /** e.g. http://127.0.0.1:8081, without a trailing slash. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Longer than the idle timeout of the gateway's keep-alive pool (undici: 4 s), so the client, not the
 * server, closes idle connections and never sends a request onto a socket the server is closing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function startLapiServer({
  database,
  host = '127.0.0.1',
  port = 0,
  logger = createLogger(),
  clock,
  services,
  trustedProxies,
}: LapiServerOptions): Promise<LapiServer> {
  // Kept here so that close() lets work started after an answer (background.ts) finish first.
  const background = services?.background ?? createBackground();
  const app = createApp({ database, logger, clock, services: { ...services, background }, trustedProxies });
  // Without createServer options the adaptor builds a node:http server.
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${hostname}:${address.port}`;

  return {
    url,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // close() only stops accepting; idle keep-alive sockets would hold it open for a minute.
        server.closeIdleConnections();
      });
      await background.settled();
    },
  };
}
