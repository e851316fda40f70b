import { pathToFileURL } from 'node:url';
import {
  createMailer,
  databaseOptionsFromEnv,
  dataRootFromEnv,
  migrateDatabase,
  openDatabase,
  outboxDir,
  seedIfEmpty,
  startLapiServer,
} from '@helmsman/lapi-server';
import { pino } from 'pino';
import { readConfig } from '../src/config.ts';
import { startShop } from '../src/shop.ts';

/**
 * One instance of the scale-out test (src/scale-out.test.ts): a legacy API (lapi-server) and a gateway
 * in front of it (LAPI_URL), each started from the environment as lapi-server's standalone.ts and the
 * gateway's main.ts do it, both with their own connections to DATABASE_URL. The test runs one in its
 * own process and another as a child process (this file run with tsx), so the two share nothing but
 * the database.
 */
export interface ScaleOutInstance {
  gatewayUrl: string;
  lapiUrl: string;
  close(): Promise<void>;
}

/** The line a child process prints once both servers listen. */
export const READY_MESSAGE = 'scale-out instance listening';

export async function startScaleOutInstance(env: NodeJS.ProcessEnv): Promise<ScaleOutInstance> {
  const logger = pino({ level: env.LOG_LEVEL ?? 'silent' });
  // The legacy API, as standalone.ts starts it: migrated and seeded under advisory locks, so that
  // instances starting together on a new database do each once.
  const database = await openDatabase({ ...databaseOptionsFromEnv(env), logger });
  try {
    await migrateDatabase(database);
    await seedIfEmpty(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const lapi = await startLapiServer({
    database,
    port: 0,
    logger: logger.child({ component: 'lapi' }),
    services: {
      // What standalone.ts takes from process.env, from `env`: the instance in the test's process too.
      ...(env.LAPI_PUBLIC_TOKEN && { publicToken: env.LAPI_PUBLIC_TOKEN }),
      mailer: createMailer({
        outboxDir: outboxDir(dataRootFromEnv(env)),
        logger: logger.child({ component: 'mail' }),
      }),
    },
  });
  // The gateway, as main.ts starts it, in front of that legacy API.
  const shop = await startShop(
    readConfig({ ...env, LAPI_URL: lapi.url, PORT: '0', HOST: '127.0.0.1' }),
    logger,
  );
  return {
    // By address: the gateway listens on 127.0.0.1, which is the balancer's address in TRUSTED_PROXIES.
    gatewayUrl: `http://127.0.0.1:${new URL(shop.url).port}`,
    lapiUrl: lapi.url,
    async close() {
      await shop.close();
      await lapi.close();
      await database.close();
    },
  };
}

// Run as a process of its own (the test's second instance): configured by the environment.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const instance = await startScaleOutInstance(process.env);
  console.log(JSON.stringify({ msg: READY_MESSAGE, gateway: instance.gatewayUrl, lapi: instance.lapiUrl }));
  process.once('SIGTERM', () => {
    instance.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
