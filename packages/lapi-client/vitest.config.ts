import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'lapi-client', environment: 'node', include: ['src/**/*.test.ts'] },
});
