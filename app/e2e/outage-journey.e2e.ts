import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryTempDir } from '@helmsman/lapi-server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, submitLogin } from './log-in.ts';
import { freePort, type StartedShop, startShop } from './start-shop.ts';

// The legacy API as a process of its own (LAPI_URL), so that it can go away mid-session and come back
// on the same address and database, as a real one does during a deploy or a crash.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

let dataDir: string;
let lapiPort: number;
let lapi: ChildProcess | undefined;
let shop: StartedShop;

/** Starts lapi-server on lapiPort over dataDir and resolves once it answers. */
async function startLapi(): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/lapi-server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(lapiPort), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  lapi = child;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('lapi-server listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`lapi-server exited (${code}) before listening:\n${output}`)),
    );
  });
}

async function stopLapi(): Promise<void> {
  const child = lapi;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(await memoryTempDir(), 'helmsman-outage-'));
  await cp(inject('shopPglite'), path.join(dataDir, 'pglite'), { recursive: true });
  lapiPort = await freePort();
  await startLapi();
  shop = await startShop({ APP_DIR: inject('appDir'), LAPI_URL: `http://127.0.0.1:${lapiPort}` });
});

afterAll(async () => {
  await shop?.stop();
  await stopLapi();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the legacy API goes away mid-session', () => {
  it("tells alex plainly, and 'Try again' brings the page back once it has returned", async () => {
    await page.goto(`${shop.url}/login`);
    await submitLogin(page, ALEX);
    await page.waitForURL(`${shop.url}/dashboard`);

    await stopLapi();
    await page.getByRole('link', { name: 'Orders', exact: true }).first().click();
    await page.waitForURL(`${shop.url}/orders`);
    // The customer shell's query fails first: its error state (spec section 8's message), with Try again.
    await page.getByText("We couldn't load your account").waitFor();
    await page.getByText('Did not receive expected lead patient data').waitFor();

    await startLapi();
    await page.getByRole('button', { name: 'Try again' }).first().click();
    // Alex's orders are back, and alex is still logged in: the session lived in the legacy API's database.
    await page.locator('article[id]').first().waitFor();
  });
});
