import { defineProject } from 'vitest/config';

/** Pure helpers only; components and screens are tested as stories (stories/vitest.config.ts). */
export default defineProject({
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.ts'] },
});
