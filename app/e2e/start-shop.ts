import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shop was not healthy within ${timeoutMs} ms`);
}

export interface StartedShop {
  url: string;
  /** The shop's process (benchmarks read its CPU time). */
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the shop as `pnpm start` does (gateway + embedded lapi-server on PGlite), as a separate
 * process on a temporary data directory and a free port, and waits for /health.
 */
export async function startShop(env: Record<string, string> = {}): Promise<StartedShop> {
  // The free port is only known free when asked: until the shop binds it, another process (another
  // shop's embedded legacy API binds port 0) may take it. Then the shop starts again on another one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startShopOnce(env);
    } catch (error) {
      if (attempt === 3 || !(error as Error).message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function startShopOnce(env: Record<string, string>): Promise<StartedShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'helmsman-e2e-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
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
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
