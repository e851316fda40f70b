// The lapi-server process of `pnpm bench:kill-lapi`: what standalone.ts starts (PGlite in DATA_DIR,
// migrated, seeded when empty, on HOST:PORT), plus a hook that holds every write of an idempotent route
// for BENCH_HOLD_MS (default 1000), so that the bench's kill -9 lands at a known point of it:
// - BENCH_HOLD=before-commit: after the handler has written, inside its transaction (the key claimed,
//   the rows inserted, nothing committed): after the crash the write must be absent, key and all;
// - BENCH_HOLD=after-commit: after the commit, before the answer leaves: the write must be whole, and
//   the retry must get the stored answer without writing again.
// Without BENCH_HOLD it is the plain server.
import { createServer, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import {
  createApp,
  createLogger,
  databaseOptionsFromEnv,
  migrateDatabase,
  openDatabase,
  type Route,
  routes,
  seedIfEmpty,
} from '@helmsman/lapi-server';

const hold = process.env.BENCH_HOLD ?? 'none';
const holdMs = Number(process.env.BENCH_HOLD_MS ?? 1000);
const wait = () => new Promise((resolve) => setTimeout(resolve, holdMs));

const logger = createLogger();
const database = await openDatabase({ ...databaseOptionsFromEnv(), logger });
await migrateDatabase(database);
await seedIfEmpty(database.db);

const table: readonly Route[] =
  hold === 'before-commit'
    ? routes.map((route) =>
        route.idempotent
          ? {
              ...route,
              async handler(input, context) {
                const reply = await route.handler(input, context);
                await wait();
                return reply;
              },
            }
          : route,
      )
    : routes;
const app = createApp({ database, logger, routes: table });
/** The node request as a fetch Request (this script's directory has no @hono/node-server). */
function toRequest(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`, {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(incoming) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

const server = createServer(async (incoming, outgoing) => {
  const request = toRequest(incoming);
  const response = await app.fetch(request);
  if (hold === 'after-commit' && request.headers.has('idempotency-key')) await wait();
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(body);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () =>
  logger.info({ hold, holdMs }, 'lapi-server (bench:kill-lapi) listening'),
);
process.once('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
