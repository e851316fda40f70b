import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test: it renders, runs its play function and passes axe (a11y.test 'error'),
 * in Debian's headless Chromium (Playwright cannot download its own browser here).
 */
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'stories',
    // Every story file in the same iframe, sharing the modules it imports (preview, the design
    // system, React), instead of a fresh iframe that loads and evaluates them again per file: the
    // project alone took 275 s and 182 s of CPU (mostly Chromium's renderer and network service
    // fetching the same modules 65 times), 142 s and 49 s after. Stories already share module state
    // within a file; each renders into a fresh root.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
