import { defineProject } from 'vitest/config';

/**
 * Provider side: the generated pact must equal the committed one, and the committed pact is verified
 * against lapi-server (in-process, in-memory PGlite) or PROVIDER_BASE_URL. Group 2: after the
 * consumer tests of group 0 have written contracts/.generated/, beside the end-to-end journeys, which
 * leave much of the machine idle while they wait on Chromium (a group of its own was 40-50 s of the
 * run on its own).
 */
export default defineProject({
  test: {
    name: 'contracts-provider',
    environment: 'node',
    include: ['provider/**/*.test.ts'],
    // One test replays every interaction (a state change and a reset each): tens of seconds, and
    // 51 s measured at load 12 with the other verification beside it. The limit only catches a hang.
    testTimeout: 180_000,
    // Starting lapi-server (PGlite from a snapshot) took over 60 s at load 16-20 with other suites beside it.
    hookTimeout: 180_000,
    // A group's projects must agree on their workers: the end-to-end project's three.
    maxWorkers: 3,
    sequence: { groupOrder: 2 },
  },
});
