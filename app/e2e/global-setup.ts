import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { type StartedShop, startShop } from './start-shop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let shop: StartedShop | undefined;

/** Builds the app as shipped, then starts one shop for the end-to-end tests. */
export async function setup(project: TestProject): Promise<void> {
  await build({ root: appRoot, configFile: path.join(appRoot, 'vite.config.ts'), logLevel: 'warn' });
  shop = await startShop();
  project.provide('shopUrl', shop.url);
}

export async function teardown(): Promise<void> {
  await shop?.stop();
}
