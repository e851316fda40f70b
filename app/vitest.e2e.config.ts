import { defineProject } from 'vitest/config';

/**
 * End-to-end journeys in Chromium against a started shop; runs after every other group. Three files at
 * a time: they share no mutable state (a journey that changes demo data has a shop of its own, the
 * shared shop is only read, each test has a browser context of its own), and much of a journey is
 * waiting for a page, which the other file's work fills.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    // The bundle budgets size the build the global setup makes.
    include: ['e2e/**/*.e2e.ts', 'build/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // The setup's slow part runs in the background; each file waits for it first.
    setupFiles: ['e2e/wait-for-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Three: alone, the group kept 1.2 of the 2 cores busy with three workers (a journey mostly waits on
    // Chromium and its shop), 418 s against 466 with two.
    maxWorkers: 3,
    // A worker's files share the modules they import (playwright-core, lapi-server's testing entry, the
    // journey helpers) instead of importing them again per file: 4.5 s of import per file before, 1.1
    // after (six journeys: 128 -> 76 s). Safe: each file's browser connection, contexts and shops live
    // in its own chromiumJourney closure and are closed in its afterAll; the helpers' module state is
    // the run's constants (setShopDefaults, the gateway bundle).
    isolate: false,
    sequence: { groupOrder: 2 },
  },
});
