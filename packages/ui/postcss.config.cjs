/**
 * PostCSS for every consumer of the design system (Storybook now, the app later). Panda reads ui's
 * config and scans ui's source whatever directory the bundler runs from, because both paths are
 * absolute. A consumer points its bundler here, e.g. in vite.config.ts:
 *
 *   css: { postcss: path.dirname(fileURLToPath(import.meta.resolve('@helmsman/ui/postcss.config.cjs'))) }
 *
 * or re-exports it from its own postcss.config.cjs: `module.exports = require('@helmsman/ui/postcss.config.cjs')`.
 * CommonJS because this package is "type": "module" and postcss-load-config loads .cjs everywhere.
 */
const path = require('node:path');
const panda = require('@pandacss/dev/postcss');

module.exports = {
  plugins: [panda({ configPath: path.join(__dirname, 'panda.config.ts'), cwd: __dirname })],
};
