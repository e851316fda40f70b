// `pnpm bench:lapi`: lapi-server throughput and latency for the hottest customer reads, on PGlite and,
// when DATABASE_URL is set (or with --throwaway-postgres), on that Postgres. Prints figures; asserts
// nothing. Server, database client and load generator share one process, as on the 2-core dev machines:
// compare figures of one run (or of alternating runs), not across machines.
//
//   pnpm bench:lapi                                   every call on PGlite
//   pnpm bench:lapi --calls patientdata,cart,shell    some calls only
//   pnpm bench:lapi --throwaway-postgres --no-pglite  Postgres only (Debian's binaries, a temp dir)
//
// Calls: orders (orders details), cart (ecom/cart), patientdata, getrecent, pendingorders, and shell:
// the three calls behind the customer area's Shell query (patientdata, cart, getrecent { limit: 1 }),
// round-robin on every connection; its req/s counts whole shells (three answers), its latencies are
// the single calls'.
// Load: autocannon, 10 connections for 10 s per call (BENCH_SECONDS / BENCH_CONNECTIONS override).
import { encodeBody } from '@helmsman/lapi-client';
import { type Database, migrateDatabase, openDatabase, routes, startLapiServer } from '@helmsman/lapi-server';
import {
  createDatabase,
  createSessionForTest,
  resetDatabase,
  startPostgres,
} from '@helmsman/lapi-server/testing';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { describeMachineSpeed, machineSpeedMs } from './machine-speed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const token = 'bench-session-token-0000000000000000';
const leadsId = 1001;

interface Request {
  readonly path: `/lapi/${string}`;
  /** The `data` JSON as the gateway's lapi client sends it (the call's input, then leads_id). */
  readonly data: Record<string, unknown>;
}

interface Call {
  /** What --calls names. */
  readonly key: string;
  /** What the report prints. */
  readonly name: string;
  readonly requests: readonly Request[];
}

const patientData: Request = { path: '/lapi/leads/patientdata', data: { leads_id: leadsId } };
const cart: Request = { path: '/lapi/v2/ecom/cart', data: { leads_id: leadsId } };
// As the Shell asks: only the unread count is needed.
const getRecent: Request = { path: '/lapi/messaging/getrecent/', data: { limit: 1, leads_id: leadsId } };

const allCalls: readonly Call[] = [
  {
    key: 'orders',
    name: 'orders details',
    requests: [{ path: '/lapi/account/orders/', data: { leads_id: leadsId } }],
  },
  { key: 'cart', name: 'ecom/cart', requests: [cart] },
  { key: 'patientdata', name: 'patientdata', requests: [patientData] },
  { key: 'getrecent', name: 'getrecent', requests: [getRecent] },
  {
    key: 'pendingorders',
    name: 'pendingorders',
    requests: [{ path: '/lapi/account/pendingorders/', data: { leads_id: leadsId } }],
  },
  { key: 'shell', name: 'shell (3 calls)', requests: [patientData, cart, getRecent] },
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (value === undefined || value.startsWith('--')) {
    console.error(`bench:lapi: ${name} needs a value`);
    process.exit(2);
  }
  return value;
}

function chosenCalls(): readonly Call[] {
  const wanted = option('--calls');
  if (wanted === undefined) return allCalls;
  const keys = wanted
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const unknown = keys.filter((key) => !allCalls.some((call) => call.key === key));
  if (unknown.length > 0 || keys.length === 0) {
    console.error(
      `bench:lapi: unknown call(s) ${unknown.join(', ') || '(none given)'}; known: ${allCalls.map((call) => call.key).join(', ')}`,
    );
    process.exit(2);
  }
  return allCalls.filter((call) => keys.includes(call.key));
}

const calls = chosenCalls();
const headers = { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` };

async function bench(label: string, database: Database) {
  await migrateDatabase(database);
  await resetDatabase(database.db);
  await createSessionForTest(database.db, leadsId, token);
  const server = await startLapiServer({ database, logger: pino({ level: 'silent' }) });
  try {
    for (const call of calls) {
      const missing = call.requests.find((request) => !routes.some((route) => route.path === request.path));
      if (missing) {
        console.log(`${label.padEnd(9)} ${call.name.padEnd(16)} not served yet (${missing.path})`);
        continue;
      }
      // One answer before measuring: a call that fails would otherwise bench its error path.
      for (const request of call.requests) {
        const answer = await fetch(`${server.url}${request.path}`, {
          method: 'POST',
          headers,
          body: encodeBody(request.data),
        });
        if (!answer.ok) throw new Error(`${request.path} answered ${answer.status}: ${await answer.text()}`);
      }
      const result = await autocannon({
        url: server.url,
        connections,
        duration: seconds,
        // autocannon cycles through these on every connection, one at a time.
        requests: call.requests.map((request) => ({
          method: 'POST' as const,
          path: request.path,
          headers,
          body: encodeBody(request.data),
        })),
      });
      const errors = result.non2xx + result.errors + result.timeouts;
      const perCall = call.requests.length;
      const rate = Math.round(result.requests.average / perCall);
      console.log(
        `${label.padEnd(9)} ${call.name.padEnd(16)} ${rate.toString().padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.requests.total} requests, ${errors} errors, ${connections} connections, ${seconds} s)`,
      );
    }
  } finally {
    await server.close();
    await database.close();
  }
}

const speedAtStart = machineSpeedMs();
if (!process.argv.includes('--no-pglite')) await bench('pglite', await openDatabase({}));
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
console.log(describeMachineSpeed(speedAtStart, machineSpeedMs()));
