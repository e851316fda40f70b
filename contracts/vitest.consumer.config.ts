import { defineProject } from 'vitest/config';

/**
 * Consumer pact tests (and the helpers' unit tests): the real lapi client against Pact's mock server.
 * They write contracts/.generated/, which the provider project (group 1) compares with pacts/.
 */
export default defineProject({
  test: {
    name: 'contracts-consumer',
    environment: 'node',
    include: ['consumer/**/*.test.ts'],
    globalSetup: ['consumer/global-setup.ts'],
    // Worker threads share one Pact native library, which serialises the merge into the pact file;
    // with `forks`, parallel files were seen to drop interactions.
    pool: 'threads',
    sequence: { groupOrder: 0 },
  },
});
