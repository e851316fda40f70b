// The lapi-server process of place-order-crash.test.ts: what standalone.ts starts (PGlite in DATA_DIR,
// migrated, seeded when empty, on HOST:PORT), plus, with HOLD_DIR set, a place-order held at a known
// point until the test kills the process: it writes HOLD_DIR/held, then blocks the whole process on
// reading the FIFO HOLD_DIR/release (nothing else moves meanwhile; no timing involved).
// - HOLD=before-commit: after the order's handler has written, inside its transaction (key claimed, order,
//   charge and subscriptions inserted, nothing committed): after the crash the order must be absent;
// - HOLD=after-commit: after the commit, before the answer leaves: the order must be whole.
// Without HOLD it is the plain server. As scripts/bench-kill-lapi-server.ts, with a FIFO for its sleep.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import {
  createApp,
  createLogger,
  databaseOptionsFromEnv,
  migrateDatabase,
  openDatabase,
  type Route,
  routes,
  seedIfEmpty,
} from '../src/index.ts';

const PLACE_ORDER = '/lapi/v2/ecom/place-order';
const hold = process.env.HOLD ?? 'none';

function holdHere(): void {
  const dir = process.env.HOLD_DIR as string;
  writeFileSync(join(dir, 'held'), hold);
  readFileSync(join(dir, 'release'));
}

const logger = createLogger();
const database = await openDatabase({ ...databaseOptionsFromEnv(), logger });
await migrateDatabase(database);
await seedIfEmpty(database.db);

const table: readonly Route[] =
  hold === 'before-commit'
    ? routes.map((route) =>
        route.path === PLACE_ORDER
          ? {
              ...route,
              async handler(input, context) {
                const reply = await route.handler(input, context);
                holdHere();
                return reply;
              },
            }
          : route,
      )
    : routes;
const app = createApp({ database, logger, routes: table });
const server = createAdaptorServer({
  async fetch(request: Request) {
    const response = await app.fetch(request);
    if (hold === 'after-commit' && new URL(request.url).pathname === PLACE_ORDER) holdHere();
    return response;
  },
}) as Server;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address() as { port: number };
  logger.info({ url: `http://127.0.0.1:${address.port}` }, 'held lapi-server listening');
});
async function stop() {
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  await database.close();
}
process.once('SIGTERM', () => void stop());
