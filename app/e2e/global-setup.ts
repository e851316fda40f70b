import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase, seedIfEmpty } from '@helmsman/lapi-server';
import { memoryTempDir } from '@helmsman/lapi-server/testing';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildGateway } from '../../scripts/gateway-build.mjs';
import { launchChromiumServer } from './browser.ts';
import {
  type ReservedPort,
  reservePortOutsideEphemeralRange,
  runGatewayBundle,
  type StartedShop,
  startShop,
} from './start-shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    /** The app as built for this run; tests that start a shop of their own serve it too. */
    appDir: string;
    /** The run's Chromium (journey.ts connects each file to it). */
    chromiumWsEndpoint: string;
    /** A migrated and seeded PGlite data directory that the journeys' own shops start as copies of. */
    shopPglite: string;
    /** The gateway bundle's main.mjs that every shop of the run starts (scripts/gateway-build.mjs). */
    gatewayMain: string;
    /** The day shopPglite's demo data is dated from (lapi-server's demoRows): see demo-dates.ts. */
    demoSeedDay: string;
    /** Written when the background part of the setup is done (or failed): wait-for-setup.ts. */
    e2eReadyFile: string;
  }
}

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let shop: StartedShop | undefined;
/** As a first start seeds it: today's. Fixed once, so a run across midnight knows its dates. */
const demoSeedDay = new Date().toISOString().slice(0, 10);
let appDir: string | undefined;
let chromium: BrowserServer | undefined;
let shopPgliteRoot: string | undefined;
let gatewayDir: string | undefined;
let shopPort: ReservedPort | undefined;
/** The background preparation (app build, seeded PGlite, shared shop); settled before teardown. */
let preparing: Promise<void> | undefined;

/**
 * Starts Chromium and bundles the gateway (a few seconds), then hands the rest to the background: the
 * app build as shipped, a migrated and seeded PGlite that the journeys' own shops start as copies of,
 * and one shop for the journeys to share, from nothing (a first start migrates and seeds). Those took
 * ~30 s before any test of the run could start, while the journeys only run in the last group; now
 * the other groups run meanwhile, and every end-to-end file waits for the ready file first
 * (wait-for-setup.ts). Every value the files inject is fixed here: the shared shop's port is reserved
 * outside the ephemeral range, so no other process can take it meanwhile. The build goes to a temporary
 * directory (not app/dist) so that parallel runs and a developer's own build never collide.
 */
export async function setup(project: TestProject): Promise<void> {
  try {
    const [browser, gatewayMain] = await Promise.all([
      launchChromiumServer().then((server) => {
        chromium = server;
        return server;
      }),
      mkdtemp(path.join(tmpdir(), 'helmsman-e2e-gateway-')).then((dir) => {
        gatewayDir = dir;
        return buildGateway(dir);
      }),
    ]);
    runGatewayBundle(gatewayMain);
    appDir = await mkdtemp(path.join(tmpdir(), 'helmsman-e2e-app-'));
    shopPgliteRoot = await mkdtemp(path.join(await memoryTempDir(), 'helmsman-e2e-pglite-'));
    shopPort = await reservePortOutsideEphemeralRange();
    const readyFile = path.join(gatewayDir as string, 'e2e-ready.json');
    project.provide('shopUrl', `http://localhost:${shopPort.port}`);
    project.provide('appDir', appDir);
    project.provide('chromiumWsEndpoint', browser.wsEndpoint());
    project.provide('shopPglite', path.join(shopPgliteRoot, 'pglite'));
    project.provide('gatewayMain', gatewayMain);
    project.provide('demoSeedDay', demoSeedDay);
    project.provide('e2eReadyFile', readyFile);
    preparing = prepare(appDir, path.join(shopPgliteRoot, 'pglite'), shopPort).then(
      () => writeFile(readyFile, JSON.stringify({ ready: true })),
      (error: Error) => writeFile(readyFile, JSON.stringify({ error: error.stack ?? error.message })),
    );
  } catch (error) {
    // Nothing that started may outlive a failed setup.
    await teardown();
    throw error;
  }
}

/** The app build and the seeded PGlite side by side, then the shared shop on the reserved port. */
async function prepare(outDir: string, pgliteDir: string, port: ReservedPort): Promise<void> {
  const seeding = seededPglite(pgliteDir);
  seeding.catch(() => {}); // awaited below
  await buildApp(outDir);
  // From an empty data directory, as `pnpm start` starts the first time.
  shop = await startShop({ APP_DIR: outDir }, { dataInMemory: true, port: await port.release() });
  await seeding;
}

/** The database a shop has after its first start, made with lapi-server's own open, migrate and seed. */
async function seededPglite(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    if (!(await seedIfEmpty(database.db, demoSeedDay))) throw new Error(`${dataDir} was not empty`);
  } finally {
    await database.close();
  }
}

const viteBin = path.join(appRoot, 'node_modules/vite/bin/vite.js');

/**
 * The app as shipped, and the prerenderer of the public pages where the gateway looks for it beside
 * the app. In a child process: the build is seconds of CPU that would otherwise hold up this process,
 * which serves every test worker meanwhile; and Vitest's NODE_ENV=test would give Vite's development
 * build, not the app as shipped (e.g. its error reporter would stay silent).
 */
async function buildApp(outDir: string): Promise<void> {
  for (const args of [
    ['--outDir', outDir],
    ['--ssr', '--outDir', `${outDir}-server`],
  ]) {
    await run(process.execPath, [viteBin, 'build', '--logLevel', 'warn', '--emptyOutDir', ...args]);
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: appRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

export async function teardown(): Promise<void> {
  await preparing;
  await Promise.all([shop?.stop(), chromium?.close(), shopPort?.release()]);
  await Promise.all(
    [appDir, appDir && `${appDir}-server`, shopPgliteRoot, gatewayDir].map(
      (dir) => dir && rm(dir, { recursive: true, force: true }),
    ),
  );
}
