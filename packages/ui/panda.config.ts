import { defineConfig } from '@pandacss/dev';
import { helmsmanPreset } from './src/theme/preset.ts';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Components take `className`, not style props: extraction of style props only works on tags Panda
  // knows, and screens in the app would silently lose them. `css()` works everywhere.
  jsxStyleProps: 'minimal',
  presets: ['@pandacss/preset-base', helmsmanPreset],
  // ui source imports the generated code as `#styled-system/<entry>` (package.json "imports"): Vite,
  // Node and TypeScript resolve it from any consumer without aliases, and Panda must know it to extract.
  importMap: '#styled-system',
  // `.d.mts` beside `.mjs`, so TypeScript's NodeNext resolution finds the types of `#styled-system/*`.
  forceConsistentTypeExtension: true,
  // The app renders recipe variants from its own code too, which this config does not scan: emit
  // every variant of every recipe (a few kB) so none is ever missing at run time.
  staticCss: { recipes: '*' },
});
