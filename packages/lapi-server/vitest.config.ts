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
    // A guard against hangs, not a speed check: a test that logs in ten times hashes ten passwords
    // (argon2id), which on two busy cores took over the default 5 s.
    testTimeout: 30_000,
    // A worker's files share its imported modules (drizzle, PGlite, hono, zod...) instead of importing
    // them again each: that was 40% of this project's CPU. Safe because every file opens and closes
    // its own databases and app, and lapi-server's module-level state is constant or a cache that does
    // not depend on the database (question bank, demo password hashes, prepared statement names).
    isolate: false,
  },
});
