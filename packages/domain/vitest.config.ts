import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share a worker's imported modules instead of importing them again each (isolate: false):
    // these tests keep no state in modules, and restore timers and spies they replace.
    isolate: false,
  },
});
