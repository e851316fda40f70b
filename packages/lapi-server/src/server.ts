import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { createBackground } from './background.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Database } from './db/open.ts';
import { createLogger } from './logger.ts';
import {
  type RenewalScheduleOptions,
  type RenewalScheduler,
  scheduleRenewals,
} from './renewals/scheduler.ts';
import { defaultServices, type Services } from './services.ts';

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
  /**
   * Renews due subscriptions at start-up and then periodically (src/renewals/): on for the servers
   * that `pnpm start` and standalone.ts run, off by default so tests and pact states renew only
   * when they ask to.
   */
  renewals?: RenewalScheduleOptions | undefined;
}

export interface LapiServer {
  /** e.g. http://127.0.0.1:8081, without a trailing slash. */
  readonly url: string;
  /** The renewal schedule, when `renewals` was given. */
  readonly renewals: RenewalScheduler | null;
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
  clock = systemClock,
  services,
  trustedProxies,
  renewals,
}: LapiServerOptions): Promise<LapiServer> {
  // Kept here so that close() lets work started after an answer (background.ts) finish first.
  const background = services?.background ?? createBackground();
  // One set for the routes and the renewals: the same processor, mailer and links.
  const allServices = defaultServices({ ...services, background });
  const app = createApp({ database, logger, clock, services: allServices, trustedProxies });
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

  const renewalScheduler = renewals
    ? await scheduleRenewals(
        database,
        { db: database.db, clock, services: allServices, logger: logger.child({ component: 'renewals' }) },
        renewals,
      )
    : null;

  return {
    url,
    renewals: renewalScheduler,
    close: async () => {
      // First, so a renewal in progress finishes (and mails) while the database is still open.
      await renewalScheduler?.stop();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // close() only stops accepting; idle keep-alive sockets would hold it open for a minute.
        server.closeIdleConnections();
      });
      await background.settled();
    },
  };
}
