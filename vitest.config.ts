import { defineConfig } from 'vitest/config';

/**
 * Every test of the workspace in one run, so `pnpm test` ends with one summary line.
 * Projects run in groups (sequence.groupOrder): 0 unit, database, gateway, stories and pact consumer
 * tests; 2 pact provider verification (it replays the pacts group 0 wrote) beside end-to-end in Chromium.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than cores: a single worker on these 2-core machines, which
    // ran every file of a group one after the other while much of their time is waiting (on Postgres,
    // argon2's threads, a shop, Chromium). Two workers per group (the e2e project sets its own).
    maxWorkers: 2,
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
