import { defineConfig } from 'vitest/config';

/**
 * The contract tests on their own (`pnpm --filter @helmsman/contracts test`): the consumer group writes
 * the pacts, then the provider group checks them against the committed contract and verifies it.
 * The workspace's vitest.config.ts picks up the same two project files.
 */
export default defineConfig({
  test: { projects: ['vitest.consumer.config.ts', 'vitest.provider.config.ts'] },
});
