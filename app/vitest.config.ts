import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'app',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share a worker's imported modules instead of importing them again each (isolate: false):
    // these tests keep no state in modules, and restore timers and spies they replace.
    isolate: false,
    // The first file of a worker pays its cold start (Vite transforming the module graph it imports)
    // while every project of the run starts at once: online-visit-store.test.ts, first in line, took
    // 5.0 s for a test that takes 0.3 s warm, over Vitest's default of 5. A hang still fails, later.
    testTimeout: 30_000,
  },
});
