import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The migrated PGlite snapshot every harness (test/harness.ts) starts its database from.
    globalSetup: ['./test/global-setup.ts'],
    // Each file's harness opens a new PGlite database and lapi-server: over 10 s when the machine is busy.
    hookTimeout: 60_000,
    // A guard against hangs, not a speed check: a test that logs in ten times hashes ten passwords
    // (argon2id), which on two busy cores took over the default 5 s.
    testTimeout: 30_000,
    // A worker's files share its imported modules (Yoga, the schema, lapi-server...) instead of
    // importing them again each (half of this project's CPU): every file starts and closes its own
    // harness, and the gateway keeps no state in modules.
    isolate: false,
  },
});
