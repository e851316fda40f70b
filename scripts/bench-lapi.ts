// `pnpm bench:lapi`: lapi-server throughput and latency for the hottest customer reads, on PGlite and,
// when DATABASE_URL is set, on that Postgres. Prints figures; asserts nothing.
// Load: autocannon, 10 connections for 10 s per call (BENCH_SECONDS / BENCH_CONNECTIONS override).
import { encodeBody } from '@helmsman/lapi-client';
import {
  createSessionForTest,
  type Database,
  migrateDatabase,
  openDatabase,
  resetDatabase,
  routes,
  startLapiServer,
} from '@helmsman/lapi-server';
import { createDatabase, startPostgres } from '@helmsman/lapi-server/test';
import autocannon from 'autocannon';
import { pino } from 'pino';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const token = 'bench-session-token-0000000000000000';
const calls = [
  { name: 'orders details', path: '/lapi/account/orders/' },
  { name: 'ecom/cart', path: '/lapi/v2/ecom/cart' },
];

async function bench(label: string, database: Database) {
  await migrateDatabase(database);
  await resetDatabase(database.db);
  await createSessionForTest(database.db, 1001, token);
  const server = await startLapiServer({ database, logger: pino({ level: 'silent' }) });
  for (const call of calls) {
    if (!routes.some((route) => route.path === call.path)) {
      console.log(`${label.padEnd(9)} ${call.name.padEnd(15)} not served yet`);
      continue;
    }
    const result = await autocannon({
      url: `${server.url}${call.path}`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: encodeBody({ leads_id: 1001 }),
    });
    const errors = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${label.padEnd(9)} ${call.name.padEnd(15)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.requests.total} requests, ${errors} errors, ${connections} connections, ${seconds} s)`,
    );
  }
  await server.close();
  await database.close();
}

await bench('pglite', await openDatabase({}));
if (process.env.DATABASE_URL) {
  // The bench empties the database and seeds the demo data: never let it near a database that matters.
  const name = new URL(process.env.DATABASE_URL).pathname.slice(1);
  if (!/bench|test|tmp/i.test(name)) {
    console.error(
      `bench:lapi empties the database it runs on; "${name}" does not look like a throwaway one. ` +
        'Use a database whose name contains bench, test or tmp, or --throwaway-postgres.',
    );
    process.exit(2);
  }
  await bench('postgres', await openDatabase({ databaseUrl: process.env.DATABASE_URL }));
} else if (process.argv.includes('--throwaway-postgres')) {
  // Debian's PostgreSQL on loopback in a temp dir, as the tests use it.
  const postgres = await startPostgres();
  try {
    await bench('postgres', await openDatabase({ databaseUrl: await createDatabase(postgres.url, 'bench') }));
  } finally {
    await postgres.stop();
  }
} else {
  console.log(
    'postgres  (set DATABASE_URL=postgres://… or pass --throwaway-postgres to measure Postgres too)',
  );
}
