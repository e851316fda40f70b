import { defineProject } from 'vitest/config';

/**
 * End-to-end journeys in Chromium against a started shop; runs after every other group. Two files at
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
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    sequence: { groupOrder: 2 },
  },
});
