// `pnpm bench:gateway`: what the customer area waits for, measured in one run against one shop.
// For each database (PGlite, and Postgres with --throwaway-postgres or a throwaway DATABASE_URL) and at
// 10 and 1 connections: req/s, p50 and p99 of
//   - the floor, `{ __typename }` with the session cookie;
//   - the Shell and Orders queries exactly as the app sends them;
//   - each legacy call those two make, called directly on the embedded legacy API;
// then once against a stub legacy API that answers at once (recorded answers), where the gateway's own
// CPU time per request shows. Beside each query on a real database: where its CPU went per request
// (the gateway's thread; the shop's other threads, the legacy API's worker above all; Postgres's
// processes) and, on Postgres, how many statements it cost (committed transactions). Prints figures and the issue's targets; asserts nothing.
// Each figure follows an unmeasured warm-up of the same load (--warmup N seconds, default 2): the first
// seconds after a shop starts, or after the load changes shape, are V8 compiling the request path, and
// a figure that includes them measures the JIT rather than the steady state a customer meets.
// Options: --seconds N (default 10), --warmup N (default 2), --connections 10,1, --throwaway-postgres,
// --no-pglite, --no-stub.
import { readdirSync } from 'node:fs';
import { type Database, openDatabase } from '@helmsman/lapi-server';
import { createDatabase, startPostgres } from '@helmsman/lapi-server/testing';
import autocannon from 'autocannon';
import { startShop } from '../app/e2e/start-shop.ts';
import { OrdersDocument, ShellDocument } from '../app/src/gql/hooks.ts';
import {
  CLK_TCK,
  cpuMs,
  cpuTicks,
  graphqlRequest,
  type LoadRequest,
  lapiRequest,
  lapiUrlOf,
  legacyCalls,
  logIn,
  recordLegacyAnswers,
  startStub,
} from './bench-shop.ts';
import { describeMachineSpeed, machineSpeedMs } from './machine-speed.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const seconds = Number(option('--seconds') ?? 10);
const warmupSeconds = Number(option('--warmup') ?? 2);
const connectionCounts = (option('--connections') ?? '10,1').split(',').map(Number);
interface Figure {
  req: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerRequest?: number;
  /** Ms of CPU (or statements) per request, by part: see CpuSplit. */
  split?: Record<string, number>;
}

/** Counters read before and after a measured load; their growth per request is the split. */
type CpuSplit = () => Promise<Record<string, number>>;

/**
 * The shop's main thread (the gateway) apart from its other threads: the legacy API's worker, and
 * libuv's and V8's helpers (which the worker's share dwarfs: Node 20 cannot name a thread). On
 * Postgres, its processes (those pg_stat_activity lists: the shop's backends and Postgres's own) and
 * the bench database's committed transactions, one per statement the legacy API runs outside a
 * transaction.
 */
function cpuSplitOf(shopPid: number, postgres?: Database): CpuSplit {
  return async () => {
    let gateway = 0;
    let otherThreads = 0;
    for (const tid of readdirSync(`/proc/${shopPid}/task`)) {
      const ms = cpuMs(shopPid, `/proc/${shopPid}/task/${tid}/stat`);
      if (Number(tid) === shopPid) gateway += ms;
      else otherThreads += ms;
    }
    const parts: Record<string, number> = { gateway, 'legacy API and other threads': otherThreads };
    if (!postgres) return parts;
    const { rows } = await postgres.db.execute(
      "select (select coalesce(array_agg(pid), '{}') from pg_stat_activity) as pids, " +
        'xact_commit as statements from pg_stat_database where datname = current_database()',
    );
    const [row] = rows as { pids: number[]; statements: string }[];
    // Per process: a backend may end (the pool's idle timeout) or start between the two readings.
    for (const pid of row?.pids ?? []) parts[`${POSTGRES_PROCESS}${pid}`] = cpuMs(pid);
    parts.statements = Number(row?.statements ?? 0);
    return parts;
  };
}

const POSTGRES_PROCESS = 'postgres process ';

/**
 * What grew per request between two readings of a CpuSplit, Postgres's processes summed: one that
 * started in between counts whole, one that ended in between is lost (a backend's last seconds idle).
 */
function splitPerRequest(
  before: Record<string, number>,
  after: Record<string, number>,
  requests: number,
): Record<string, number> {
  const split: Record<string, number> = {};
  for (const [part, value] of Object.entries(after)) {
    const name = part.startsWith(POSTGRES_PROCESS) ? 'Postgres' : part;
    split[name] = (split[name] ?? 0) + (value - (before[part] ?? 0)) / requests;
  }
  return split;
}

function describeSplit(split: Record<string, number>): string {
  const { statements, ...cpu } = split;
  const parts = Object.entries(cpu).map(([part, ms]) => `${part} ${ms.toFixed(2)}`);
  return `; CPU ms/req: ${parts.join(', ')}${statements === undefined ? '' : `; ${statements.toFixed(1)} statements`}`;
}

async function load(
  request: LoadRequest,
  connections: number,
  pid?: number,
  split?: CpuSplit,
): Promise<Figure> {
  const loadOf = (duration: number) =>
    autocannon({
      url: request.url,
      method: 'POST',
      connections,
      duration,
      headers: request.headers,
      body: request.body,
    });
  if (warmupSeconds > 0) await loadOf(warmupSeconds);
  const before = pid ? cpuTicks(pid) : 0;
  const splitBefore = await split?.();
  const result = await loadOf(seconds);
  const splitAfter = await split?.();
  const figure: Figure = {
    req: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
  if (splitBefore && splitAfter && result.requests.total > 0) {
    figure.split = splitPerRequest(splitBefore, splitAfter, result.requests.total);
  }
  if (pid && result.requests.total > 0) {
    figure.cpuMsPerRequest = (((cpuTicks(pid) - before) / CLK_TCK) * 1000) / result.requests.total;
  }
  return figure;
}

const rows: string[][] = [];
function row(setup: string, connections: number, target: string, figure: Figure, note = '') {
  rows.push([
    setup,
    String(connections),
    target,
    Math.round(figure.req).toString(),
    `${figure.p50}`,
    `${figure.p99}`,
    figure.cpuMsPerRequest === undefined ? '' : figure.cpuMsPerRequest.toFixed(2),
    `${figure.errors}`,
    note,
  ]);
  const last = rows.at(-1) as string[];
  console.log(last.join('  '));
}

/** The shop's queries and their legacy calls at each connection count; returns Shell req/s at 10. */
async function benchShop(setup: string, env: Record<string, string>): Promise<void> {
  const shop = await startShop({ LOG_LEVEL: 'info', ...env });
  const postgres = env.DATABASE_URL ? await openDatabase({ databaseUrl: env.DATABASE_URL }) : undefined;
  const split = cpuSplitOf(shop.pid, postgres);
  try {
    const session = await logIn(shop);
    const lapiUrl = lapiUrlOf(shop);
    for (const connections of connectionCounts) {
      const floor = await load(graphqlRequest(shop, session.cookie, '{ __typename }'), connections);
      row(setup, connections, 'floor { __typename }', floor);
      const legacy = new Map<string, Figure>();
      for (const call of legacyCalls) {
        const figure = await load(lapiRequest(lapiUrl, session, call), connections);
        legacy.set(call.name, figure);
        row(setup, connections, `  lapi ${call.name}`, figure);
      }
      for (const [name, document] of [
        ['Shell', ShellDocument],
        ['Orders', OrdersDocument],
      ] as const) {
        const figure = await load(
          graphqlRequest(shop, session.cookie, document.toString(), name),
          connections,
          undefined,
          split,
        );
        const callRates = legacyCalls
          .filter((call) => call.for === name)
          .map((call) => legacy.get(call.name)?.req ?? 0);
        const slowest = Math.min(...callRates);
        // Its calls one after another, each at its own rate: the most the query can reach where they
        // share one thread (PGlite), and about what they cost together where they share the cores.
        const inARow = 1 / callRates.reduce((sum, rate) => sum + 1 / rate, 0);
        row(
          setup,
          connections,
          `${name} query`,
          figure,
          `${(figure.req / slowest).toFixed(2)}× its slowest legacy call; ` +
            `${(figure.req / inARow).toFixed(2)}× its calls in a row (${Math.round(inARow)}/s)` +
            (figure.split ? describeSplit(figure.split) : ''),
        );
      }
    }
  } finally {
    await postgres?.close();
    await shop.stop();
  }
}

async function benchStub(): Promise<void> {
  // The real answers, recorded once for the same customer.
  const { session, answers } = await recordLegacyAnswers();
  const stub = await startStub(answers);
  const shop = await startShop({ LOG_LEVEL: 'info', LAPI_URL: stub.url });
  try {
    const { cookie } = session;
    for (const connections of connectionCounts) {
      row(
        'stub lapi',
        connections,
        'floor { __typename }',
        await load(graphqlRequest(shop, cookie, '{ __typename }'), connections, shop.pid),
      );
      row(
        'stub lapi',
        connections,
        'Shell query',
        await load(graphqlRequest(shop, cookie, ShellDocument.toString(), 'Shell'), connections, shop.pid),
      );
      row(
        'stub lapi',
        connections,
        'Orders query',
        await load(graphqlRequest(shop, cookie, OrdersDocument.toString(), 'Orders'), connections, shop.pid),
      );
    }
  } finally {
    await shop.stop();
    await stub.close();
  }
}

console.log(
  `bench:gateway: ${seconds} s per figure after ${warmupSeconds} s of warm-up, connections ${connectionCounts.join(' and ')}; never alongside another load.`,
);
const speedAtStart = machineSpeedMs();
console.log('setup  connections  target  req/s  p50 ms  p99 ms  gateway CPU ms/req  errors  note');
if (!args.includes('--no-pglite')) await benchShop('pglite', {});
if (process.env.DATABASE_URL) {
  const name = new URL(process.env.DATABASE_URL).pathname.slice(1);
  if (!/bench|test|tmp/i.test(name)) {
    console.error(
      `bench:gateway seeds the database it runs on; "${name}" does not look like a throwaway one.`,
    );
    process.exit(2);
  }
  await benchShop('postgres', { DATABASE_URL: process.env.DATABASE_URL });
} else if (args.includes('--throwaway-postgres')) {
  const postgres = await startPostgres();
  try {
    await benchShop('postgres', { DATABASE_URL: await createDatabase(postgres.url, 'bench') });
  } finally {
    await postgres.stop();
  }
}
if (!args.includes('--no-stub')) await benchStub();

const widths =
  rows[0]?.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length))) ?? [];
console.log('\nsetup | conns | target | req/s | p50 ms | p99 ms | gateway CPU ms/req | errors | note');
for (const cells of rows)
  console.log(cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | '));
console.log(
  '\nTargets: Shell ≥ 300 req/s on PGlite and ≥ 800 on Postgres (10 connections); each query ≥ 0.8× its slowest legacy call;\n' +
    'against the stub, Shell ≤ 0.6 ms gateway CPU per request and the floor ≥ 3,000 req/s.',
);
console.log(describeMachineSpeed(speedAtStart, machineSpeedMs()));
