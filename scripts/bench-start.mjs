// `pnpm bench:start`: cold start of the shop, from the start command to the first 200 from /health,
// on a new data directory (migrate + seed) and on an existing one. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.env.RUNS ?? 3);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function coldStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.status === 200) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'helmsman-bench-'));
  fresh.push(await coldStart(dataDir));
  existing.push(await coldStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (values) =>
  `median ${(median(values) / 1000).toFixed(2)} s (runs: ${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;
console.log(`cold start, new data directory (migrate + seed): ${fmt(fresh)}`);
console.log(`cold start, existing data directory:            ${fmt(existing)}`);
