import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** The design system: its PostCSS config runs Panda with ui's own panda.config.ts. */
const uiDir = path.resolve(dirname, '../../packages/ui');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live beside the screens and components they show. Add '../src/**/*.stories.tsx' when this
  // package gets stories of its own (e.g. app-level decorators); an empty glob only prints a warning.
  stories: ['../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // Product images the fixtures point at (/images/…), as the app serves them.
  staticDirs: ['../../app/public'],
  core: { disableTelemetry: true },
  // The same wiring the app uses: ui's PostCSS config (Panda) for ui's styles.css. A directory makes
  // Vite load postcss.config.cjs from there instead of searching upwards from this package.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      css: { postcss: uiDir },
      build: {
        // Storybook's own preview and docs bundles pass 500 kB; they are never shipped to customers.
        chunkSizeWarningLimit: 1500,
        rollupOptions: {
          // Ark, zag and lucide mark modules "use client" for React Server Components; a client-only
          // bundle can drop the directive, and the 39 warnings about it would hide real ones.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
