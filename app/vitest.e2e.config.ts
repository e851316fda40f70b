import { defineProject } from 'vitest/config';

/** End-to-end journeys in Chromium against a started shop; runs after every other group. */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    // The bundle budgets size the build the global setup makes.
    include: ['e2e/**/*.e2e.ts', 'build/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    sequence: { groupOrder: 2 },
  },
});
