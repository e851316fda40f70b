import { defineConfig } from 'vitest/config';

/**
 * Every test of the workspace in one run, so `pnpm test` ends with one summary line.
 * Projects run in groups (sequence.groupOrder): 0 unit, database, gateway, stories and pact consumer
 * tests; 1 pact provider verification (it replays the pacts group 0 wrote); 2 end-to-end in Chromium.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      'packages/*/vitest.config.ts',
      'gateway/vitest.config.ts',
      'app/vitest.config.ts',
      'app/vitest.e2e.config.ts',
      'stories/vitest.config.ts',
      'contracts/vitest.*.config.ts',
    ],
  },
});
