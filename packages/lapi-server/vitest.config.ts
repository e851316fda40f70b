import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lapi-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One throwaway Postgres for the run; every database test also runs against it (test/backends.ts).
    globalSetup: ['./test/global-setup.ts'],
    // PGlite needs 2-4 s to start on a busy 2-core machine, once per test file.
    hookTimeout: 60_000,
  },
});
