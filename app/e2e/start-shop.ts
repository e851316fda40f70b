import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryTempDir } from '@helmsman/lapi-server/testing';
import { buildGateway } from '../../scripts/gateway-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free loopback port: one the kernel just handed out and took back. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the shop was not healthy within ${timeoutMs} ms`);
}

export interface ReservedPort {
  readonly port: number;
  /** Stops holding the port, so that a shop can listen on it; returns it. Idempotent. */
  release(): Promise<number>;
}

/**
 * A port that stays free until released, for a URL that must be known before its shop starts (the
 * e2e setup hands the shared shop's URL out first). Held by a listener meanwhile, and taken below the
 * kernel's ephemeral range, which Linux never hands to `listen(0)` or an outgoing connection: after
 * release only a process asking for this very port could take it.
 */
export async function reservePortOutsideEphemeralRange(): Promise<ReservedPort> {
  const [low] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '32768'))
    .trim()
    .split(/\s+/)
    .map(Number);
  const ceiling = Math.min(low ?? 32768, 32768);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * (ceiling - 20_000));
    const holder = createServer();
    const listening = await new Promise<boolean>((resolve) => {
      holder.once('error', () => resolve(false));
      holder.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!listening) continue;
    let released: Promise<number> | undefined;
    return {
      port,
      release: () => {
        released ??= new Promise((resolve) => holder.close(() => resolve(port)));
        return released;
      },
    };
  }
  throw new Error('no free port below the ephemeral range');
}

export interface StartedShop {
  url: string;
  /** The shop's process (benchmarks read its CPU time). */
  pid: number;
  dataDir: string;
  output: () => string;
  /**
   * Ends the shop's process (SIGTERM: the database is closed, the log written out) and keeps its data
   * directory, for a test to read PGlite's files and the outbox afterwards; `stop` still removes it.
   */
  stopProcess(): Promise<void>;
  stop(): Promise<void>;
}

export interface ShopOptions {
  /**
   * A PGlite data directory (closed) that the shop's database starts as a copy of, e.g. one that
   * lapi-server's openDatabase, migrateDatabase and seedIfEmpty made: the shop then opens it, finds
   * nothing to migrate or seed, and is up seconds sooner. Without it, a first start from nothing.
   */
  pgliteFrom?: string | undefined;
  /**
   * The shop's data directory (PGlite's files, the mail outbox) in memory (memoryTempDir) rather than
   * on disk: tests throw it away anyway. Benchmarks leave it on disk, as a real shop has it.
   */
  dataInMemory?: boolean | undefined;
  /** A port to serve on (reservePortOutsideEphemeralRange); by default a free one. */
  port?: number | undefined;
}

let defaults: ShopOptions = {};

/**
 * Options for every later startShop call of this process that passes none (journey.ts sets the run's
 * seeded database for the journeys' own shops).
 */
export function setShopDefaults(options: ShopOptions): void {
  defaults = options;
}

let gatewayMain: Promise<string> | undefined;

/**
 * The gateway bundle this process's shops run (scripts/gateway-build.mjs), as `pnpm start` runs one:
 * `main.mjs` of a bundle made once for the run (e2e's global setup), or else one made now, once per
 * process, in a temporary directory removed on exit.
 */
export function runGatewayBundle(main: string): void {
  gatewayMain = Promise.resolve(main);
}

function gatewayBundle(): Promise<string> {
  gatewayMain ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helmsman-gateway-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return buildGateway(dir);
  })();
  return gatewayMain;
}

/**
 * Starts the shop as `pnpm start` does (gateway + embedded lapi-server on PGlite), as a separate
 * process on a temporary data directory and a free port, and waits for /health.
 */
export async function startShop(
  env: Record<string, string> = {},
  options: ShopOptions = defaults,
): Promise<StartedShop> {
  // The free port is only known free when asked: until the shop binds it, another process (another
  // shop's embedded legacy API binds port 0) may take it. Then the shop starts again on another one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startShopOnce(env, options);
    } catch (error) {
      // A port given is not exchanged for another: the caller already handed its URL out.
      const retry = options.port === undefined && (error as Error).message.includes('EADDRINUSE');
      if (attempt === 3 || !retry) throw error;
    }
  }
}

async function startShopOnce(env: Record<string, string>, options: ShopOptions): Promise<StartedShop> {
  const root = options.dataInMemory ? await memoryTempDir() : tmpdir();
  const dataDir = await mkdtemp(path.join(root, 'helmsman-e2e-'));
  // Where the embedded lapi-server keeps PGlite's files (DATA_DIR/pglite).
  if (options.pgliteFrom) await cp(options.pgliteFrom, path.join(dataDir, 'pglite'), { recursive: true });
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  let output = '';
  const main = await gatewayBundle();
  // SHOP_NODE_ARGS: Node options for the shop alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see
  // where a benchmark's CPU goes (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.SHOP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    // Only catches a hang: a first start from nothing (initdb, migrations, seed) took over 60 s in a
    // fresh-clone run at load 15-20, beside the global setup's own PGlite seeding and Chromium.
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  async function stopProcess(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    output: () => output,
    stopProcess,
    stop: async () => {
      await stopProcess();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
