import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase, seedIfEmpty } from '@helmsman/lapi-server';
import { memoryTempDir } from '@helmsman/lapi-server/testing';
import type { BrowserServer } from 'playwright-core';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildGateway } from '../../scripts/gateway-build.mjs';
import { launchChromiumServer } from './browser.ts';
import { runGatewayBundle, type StartedShop, startShop } from './start-shop.ts';

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

/**
 * Builds the app as shipped, then starts one shop for the end-to-end tests (from nothing: a first
 * start migrates and seeds). Meanwhile Chromium starts, and a migrated and seeded PGlite is made that
 * the journeys' own shops start as copies of. The build goes to a temporary directory (not app/dist)
 * so that parallel runs and a developer's own build never collide.
 */
export async function setup(project: TestProject): Promise<void> {
  const launching = launchChromiumServer().then((server) => {
    chromium = server;
    return server;
  });
  const seeding = seededPglite();
  // Awaited below; until then a failure must not count as an unhandled rejection.
  for (const started of [launching, seeding]) started.catch(() => {});
  try {
    gatewayDir = await mkdtemp(path.join(tmpdir(), 'helmsman-e2e-gateway-'));
    const gatewayMain = await buildGateway(gatewayDir);
    runGatewayBundle(gatewayMain);
    appDir = await mkdtemp(path.join(tmpdir(), 'helmsman-e2e-app-'));
    await buildApp(appDir);
    // From an empty data directory, as `pnpm start` starts the first time.
    shop = await startShop({ APP_DIR: appDir }, { dataInMemory: true });
    const [browser, pglite] = await Promise.all([launching, seeding]);
    project.provide('shopUrl', shop.url);
    project.provide('appDir', appDir);
    project.provide('chromiumWsEndpoint', browser.wsEndpoint());
    project.provide('shopPglite', pglite);
    project.provide('gatewayMain', gatewayMain);
    project.provide('demoSeedDay', demoSeedDay);
  } catch (error) {
    // Nothing that started may outlive a failed setup.
    await Promise.allSettled([launching, seeding]);
    await teardown();
    throw error;
  }
}

/** The database a shop has after its first start, made with lapi-server's own open, migrate and seed. */
async function seededPglite(): Promise<string> {
  shopPgliteRoot = await mkdtemp(path.join(await memoryTempDir(), 'helmsman-e2e-pglite-'));
  const dataDir = path.join(shopPgliteRoot, 'pglite');
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    if (!(await seedIfEmpty(database.db, demoSeedDay))) throw new Error(`${dataDir} was not empty`);
  } finally {
    await database.close();
  }
  return dataDir;
}

async function buildApp(outDir: string): Promise<void> {
  // Vitest sets NODE_ENV=test, and Vite then builds with import.meta.env.DEV true and React's
  // development build: not the app as shipped (e.g. its error reporter would stay silent).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const config = {
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      logLevel: 'warn',
    } as const;
    await build({ ...config, build: { outDir, emptyOutDir: true } });
    // The prerenderer of the public pages, where the gateway looks for it beside the app.
    await build({ ...config, build: { ssr: true, outDir: `${outDir}-server`, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export async function teardown(): Promise<void> {
  await Promise.all([shop?.stop(), chromium?.close()]);
  await Promise.all(
    [appDir, appDir && `${appDir}-server`, shopPgliteRoot, gatewayDir].map(
      (dir) => dir && rm(dir, { recursive: true, force: true }),
    ),
  );
}
