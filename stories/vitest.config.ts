import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test: it renders, runs its play function and passes axe (a11y.test 'error'),
 * in Debian's Chromium (Playwright cannot download its own browser here).
 */
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'stories',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
