import { definePreset, type Preset } from '@pandacss/dev';
import pandaPresetModule from '@pandacss/dev/presets';
import { conditions } from './conditions.ts';
import { globalCss } from './global-css.ts';
import { keyframes } from './keyframes.ts';
import { recipes, slotRecipes } from './recipes/index.ts';
import { semanticColors, semanticRadii, semanticShadows } from './semantic-tokens.ts';
import { textStyles } from './text-styles.ts';
import { colors, fonts, radii, shadows, zIndex } from './tokens.ts';

// The package's typings describe its CommonJS build (default = module object); loaded as ESM, as Panda
// and Node do here, the default import is the preset itself. Accept both shapes.
const pandaPreset = (
  'default' in pandaPresetModule ? pandaPresetModule.default : pandaPresetModule
) as Preset;
const pandaTheme = pandaPreset.theme ?? {};
const {
  colors: _pandaColors,
  fonts: _pandaFonts,
  radii: _pandaRadii,
  shadows: _pandaShadows,
  ...scales
} = pandaTheme.tokens ?? {};

/**
 * The Helmsman preset. Scales that carry no brand (spacing, sizes, type sizes, durations, keyframes,
 * breakpoints) are preset-panda's, so `p="4"` or `maxW="md"` mean what every Panda user expects;
 * colours, fonts, radii and shadows are ours only. preset-panda is not loaded as a whole because its
 * palette (red.500, blue.300…) would offer off-brand colours next to ours.
 */
export const helmsmanPreset = definePreset({
  name: 'helmsman',
  conditions: { extend: conditions },
  globalCss,
  theme: {
    extend: {
      breakpoints: pandaTheme.breakpoints,
      containerSizes: pandaTheme.containerSizes,
      keyframes: { ...pandaTheme.keyframes, ...keyframes },
      tokens: { ...scales, colors, fonts, radii, shadows, zIndex },
      semanticTokens: { colors: semanticColors, radii: semanticRadii, shadows: semanticShadows },
      textStyles,
      recipes,
      slotRecipes,
    },
  },
});

export default helmsmanPreset;
