import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file's harness opens a new PGlite database and lapi-server: over 10 s when the machine is busy.
    hookTimeout: 60_000,
  },
});
