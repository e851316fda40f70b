import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { type StartedShop, startShop } from './start-shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    /** The app as built for this run; tests that start a shop of their own serve it too. */
    appDir: string;
  }
}

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let shop: StartedShop | undefined;
let appDir: string | undefined;

/**
 * Builds the app as shipped, then starts one shop for the end-to-end tests. The build goes to a
 * temporary directory (not app/dist) so that parallel runs and a developer's own build never collide.
 */
export async function setup(project: TestProject): Promise<void> {
  appDir = await mkdtemp(path.join(tmpdir(), 'helmsman-e2e-app-'));
  // Vitest sets NODE_ENV=test, and Vite then builds with import.meta.env.DEV true and React's
  // development build: not the app as shipped (e.g. its error reporter would stay silent).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: appDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  shop = await startShop({ APP_DIR: appDir });
  project.provide('shopUrl', shop.url);
  project.provide('appDir', appDir);
}

export async function teardown(): Promise<void> {
  await shop?.stop();
  if (appDir) await rm(appDir, { recursive: true, force: true });
}
