// `pnpm bench:hive`: the gateway's own cost beside Hive Gateway's, for issue 10's "≥ 2.5× Hive
// Gateway": the Shell query over the same stub legacy API (answers recorded from a real shop, as
// `pnpm bench:gateway` does for its stub rows), served by
//   - Helmsman's shop, started as every benchmark starts it (app/e2e/start-shop.ts), and
//   - Hive Gateway 2.15.1 (scripts/bench-hive/), in each wiring of gateway.config.mjs: `subgraph`
//     (the legacy API as an in-process subgraph, as Hive and Mesh serve a REST source) and
//     `resolvers` (Helmsman's resolver run by Hive's own server).
// Hive is no dependency of the shop: it is installed here on first use, from scripts/bench-hive's
// lockfile, into node_modules/.cache/bench-hive (~500 MB; npm ci, ~1 min), and again only when the
// lockfile changes.
//
// This host's speed moves by half within minutes (scripts/machine-speed.ts), so one long run per
// server compares two different machines. Instead the servers take turns in short slices, rep after
// rep, each slice after a short warm-up of its own, and each rep gives a ratio of CPU per request
// between servers measured seconds apart: the figure is the median of those ratios.
// CPU per request: user + system ticks of the server's process and its descendants (all threads).
// Every answer under load must equal the first (autocannon counts the others as mismatches), and
// Hive's first Shell must equal Helmsman's.
// Options: --seconds N (default 2), --warmup N (default 1), --reps N (default 10), --connections N
// (default 10), --modes subgraph,resolvers.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startShop } from '../app/e2e/start-shop.ts';
import { CLK_TCK, graphqlRequest, type LoadRequest, recordLegacyAnswers, startStub } from './bench-shop.ts';
import { describeMachineSpeed, machineSpeedMs } from './machine-speed.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const seconds = Number(option('--seconds', '2'));
const warmupSeconds = Number(option('--warmup', '1'));
const reps = Number(option('--reps', '10'));
const connections = Number(option('--connections', '10'));
const modes = option('--modes', 'subgraph,resolvers').split(',');
for (const mode of modes) {
  if (mode !== 'subgraph' && mode !== 'resolvers')
    throw new Error(`--modes: subgraph or resolvers, not ${mode}`);
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hiveSource = path.join(repoRoot, 'scripts/bench-hive');
const hiveDir = path.join(repoRoot, 'node_modules/.cache/bench-hive');

/** The fields both servers serve: Helmsman's Shell, as far as the Hive schema (shell.graphql) has it. */
const SHELL =
  'query Shell { shell { customer { leadsId firstName lastName prospectsId } hasFlags cartCount unreadMessages showHealthData } }';

/** npm ci into the cache folder when its lockfile differs from the one installed; the wiring every run. */
function installHive(): string {
  const lock = readFileSync(path.join(hiveSource, 'package-lock.json'));
  const stamp = createHash('sha256').update(lock).digest('hex');
  const stampFile = path.join(hiveDir, '.installed-lockfile');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    console.log(
      `bench:hive: installing Hive Gateway into ${path.relative(repoRoot, hiveDir)} (npm ci, once)`,
    );
    mkdirSync(hiveDir, { recursive: true });
    cpSync(path.join(hiveSource, 'package.json'), path.join(hiveDir, 'package.json'));
    cpSync(path.join(hiveSource, 'package-lock.json'), path.join(hiveDir, 'package-lock.json'));
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: hiveDir,
      stdio: 'inherit',
    });
    writeFileSync(stampFile, stamp);
  }
  for (const file of ['gateway.config.mjs', 'shell-lapi.mjs', 'supergraph.graphql', 'shell.graphql']) {
    cpSync(path.join(hiveSource, file), path.join(hiveDir, file));
  }
  const manifest = path.join(hiveDir, 'node_modules/@graphql-hive/gateway/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** User + system ticks of `root` and every live descendant (/proc/<pid>/stat covers all threads). */
function treeTicks(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const stack = [root];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startHive(mode: string, stubUrl: string): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(hiveDir, 'node_modules/@graphql-hive/gateway/dist/bin.js'),
      'supergraph',
      'supergraph.graphql',
      ...['--fork', '1', '--host', '127.0.0.1', '--port', String(port)],
    ],
    {
      cwd: hiveDir,
      env: { ...process.env, STUB_URL: stubUrl, HIVE_MODE: mode },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Hive (${mode}) exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Hive (${mode}) was not ready within 60 s:\n${output}`);
    const ready = await fetch(`${url}/readiness`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { name: `hive ${mode}`, url, pid: child.pid as number, stop };
}

interface Slice {
  req: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  failures: number;
}

function run(request: LoadRequest, duration: number, expectBody: string) {
  return autocannon({ ...request, method: 'POST', connections, duration, expectBody });
}

async function slice(server: Server, request: LoadRequest, expectBody: string): Promise<Slice> {
  if (warmupSeconds > 0) await run(request, warmupSeconds, expectBody);
  const before = treeTicks(server.pid);
  const result = await run(request, seconds, expectBody);
  const ticks = treeTicks(server.pid) - before;
  return {
    req: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: ((ticks / CLK_TCK) * 1000) / Math.max(result.requests.total, 1),
    failures: result.non2xx + result.errors + result.timeouts + (result.mismatches ?? 0),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const hiveVersion = installHive();
const speedAtStart = machineSpeedMs();
const { session, answers } = await recordLegacyAnswers();
const stub = await startStub(answers);
const servers: Server[] = [];
try {
  const shop = await startShop({ LOG_LEVEL: 'info', LAPI_URL: stub.url });
  servers.push({ name: 'helmsman', url: shop.url, pid: shop.pid, stop: shop.stop });
  for (const mode of modes) servers.push(await startHive(mode, stub.url));
  console.log(
    `bench:hive: Helmsman and Hive Gateway ${hiveVersion} (${modes.join(', ')}) over one stub legacy API; ` +
      `${connections} connections, ${reps} reps of ${warmupSeconds} s warm-up + ${seconds} s measured per server and query, in turns.`,
  );

  // The first answers: Hive's Shell must be Helmsman's, and every answer under load the same again.
  const expected = new Map<Server, { floor: string; shell: string }>();
  for (const server of servers) {
    const ask = async (query: string, operationName?: string) => {
      const request = graphqlRequest(server, session.cookie, query, operationName);
      const response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      if (response.status !== 200)
        throw new Error(`${server.name}: HTTP ${response.status} ${await response.text()}`);
      return response.text();
    };
    expected.set(server, { floor: await ask('{ __typename }'), shell: await ask(SHELL, 'Shell') });
  }
  const helmsmanShell = JSON.stringify(JSON.parse(expected.get(servers[0] as Server)?.shell ?? 'null'));
  for (const server of servers) {
    const shell = JSON.stringify(JSON.parse(expected.get(server)?.shell ?? 'null'));
    if (shell !== helmsmanShell)
      throw new Error(`${server.name} answered ${shell}, Helmsman ${helmsmanShell}`);
  }
  console.log(`Shell answer (all servers): ${helmsmanShell}`);

  const slices = new Map<string, Slice[]>();
  const record = (server: Server, target: string, figure: Slice) => {
    const key = `${server.name}|${target}`;
    slices.set(key, [...(slices.get(key) ?? []), figure]);
  };
  console.log('rep  server  target  req/s  p50 ms  p99 ms  CPU ms/req  failures');
  for (let rep = 1; rep <= reps; rep += 1) {
    // Each rep starts with another server, so none is always loaded first or last.
    const order = servers.map((_, index) => servers[(index + rep) % servers.length] as Server);
    for (const server of order) {
      const { floor, shell } = expected.get(server) as { floor: string; shell: string };
      for (const [target, request, body] of [
        ['floor', graphqlRequest(server, session.cookie, '{ __typename }'), floor],
        ['Shell', graphqlRequest(server, session.cookie, SHELL, 'Shell'), shell],
      ] as const) {
        const figure = await slice(server, request, body);
        record(server, target, figure);
        console.log(
          `${rep}  ${server.name}  ${target}  ${Math.round(figure.req)}  ${figure.p50}  ${figure.p99}  ` +
            `${figure.cpuMsPerRequest.toFixed(3)}  ${figure.failures}`,
        );
      }
    }
  }

  console.log(`\nmedians over ${reps} reps, ${connections} connections:`);
  console.log('server | target | req/s | p50 ms | p99 ms | CPU ms/req | failures');
  for (const server of servers) {
    for (const target of ['floor', 'Shell']) {
      const mine = slices.get(`${server.name}|${target}`) ?? [];
      console.log(
        [
          server.name,
          target,
          Math.round(median(mine.map((s) => s.req))),
          median(mine.map((s) => s.p50)),
          median(mine.map((s) => s.p99)),
          median(mine.map((s) => s.cpuMsPerRequest)).toFixed(3),
          mine.reduce((sum, s) => sum + s.failures, 0),
        ].join(' | '),
      );
    }
  }
  const helmsman = slices.get('helmsman|Shell') ?? [];
  console.log('\nHelmsman against Hive, the Shell (target: ≥ 2.5× less CPU per request than Hive):');
  for (const mode of modes) {
    const hive = slices.get(`hive ${mode}|Shell`) ?? [];
    const ratios = hive.map(
      (figure, rep) => figure.cpuMsPerRequest / (helmsman[rep]?.cpuMsPerRequest ?? Number.NaN),
    );
    console.log(
      `  hive ${mode}: Hive's CPU per Shell / Helmsman's, median of ${ratios.length} reps ${median(ratios).toFixed(2)}× ` +
        `(reps ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}); ` +
        `Helmsman ${median(helmsman.map((s) => s.cpuMsPerRequest)).toFixed(3)} ms, Hive ${median(hive.map((s) => s.cpuMsPerRequest)).toFixed(3)} ms`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await stub.close();
}
console.log(describeMachineSpeed(speedAtStart, machineSpeedMs()));
