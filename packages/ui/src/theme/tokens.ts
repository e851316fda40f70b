import { defineTokens } from '@pandacss/dev';

/**
 * Raw brand palette. Components never use these directly: they go through the semantic tokens in
 * `semantic-tokens.ts`, so a re-brand or a dark theme changes one mapping instead of every recipe.
 * Contrast figures are against white (#FFFFFF) and were checked with the WCAG 2.x formula.
 */
export const colors = defineTokens.colors({
  white: { value: '#FFFFFF' },
  black: { value: '#000000' },
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  /** Dark navy: the brand's text colour (950 is 18.9:1 on white). */
  navy: {
    50: { value: '#F3F5F9' },
    100: { value: '#E4E8F0' },
    200: { value: '#C7CFDD' },
    300: { value: '#9AA6BD' },
    400: { value: '#6B7894' },
    500: { value: '#4A5672' },
    600: { value: '#36425C' },
    700: { value: '#27324A' },
    800: { value: '#1A2438' },
    900: { value: '#111A2B' },
    950: { value: '#0A1120' },
  },
  /**
   * The accent #FEC256 (400) and its scale. Gold is a background for dark text only: as text on white
   * even 700 barely passes, so no semantic token maps gold to a foreground.
   */
  gold: {
    50: { value: '#FFF9EC' },
    100: { value: '#FFF1D3' },
    200: { value: '#FFE3A8' },
    300: { value: '#FED27C' },
    400: { value: '#FEC256' },
    500: { value: '#F5AD2E' },
    600: { value: '#DB8E12' },
    700: { value: '#B06C0C' },
    800: { value: '#8A530F' },
    900: { value: '#6F4411' },
  },
  /** Warm neutral greys: they sit with the gold better than blue-greys do. */
  sand: {
    50: { value: '#FBF9F6' },
    100: { value: '#F5F2EC' },
    200: { value: '#EAE5DC' },
    300: { value: '#D9D2C5' },
    400: { value: '#B5AC9C' },
    500: { value: '#8C8475' },
    600: { value: '#6B6457' },
    700: { value: '#524C42' },
    800: { value: '#3A362F' },
    900: { value: '#24211D' },
  },
  /** 700 (#B42318) is the 'Declined' red: 6.6:1 on white, 6.0:1 on red.50. */
  red: {
    50: { value: '#FEF3F2' },
    100: { value: '#FEE4E2' },
    200: { value: '#FECDCA' },
    300: { value: '#FDA29B' },
    500: { value: '#F04438' },
    600: { value: '#D92D20' },
    700: { value: '#B42318' },
    800: { value: '#912018' },
  },
  green: {
    50: { value: '#ECFDF3' },
    100: { value: '#DCFAE6' },
    200: { value: '#ABEFC6' },
    600: { value: '#079455' },
    700: { value: '#067647' },
    800: { value: '#085D3A' },
  },
  blue: {
    50: { value: '#EFF8FF' },
    100: { value: '#D1E9FF' },
    200: { value: '#B2DDFF' },
    600: { value: '#1570EF' },
    700: { value: '#175CD3' },
    800: { value: '#1849A9' },
  },
});

export const fonts = defineTokens.fonts({
  /** System fonts: no web-font download before the first readable paint, and native rendering. */
  body: {
    value:
      'ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  },
  heading: {
    value:
      'ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  },
  mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
});

export const radii = defineTokens.radii({
  none: { value: '0' },
  xs: { value: '0.25rem' },
  sm: { value: '0.375rem' },
  md: { value: '0.5rem' },
  lg: { value: '0.75rem' },
  xl: { value: '1rem' },
  '2xl': { value: '1.5rem' },
  full: { value: '9999px' },
});

export const shadows = defineTokens.shadows({
  xs: { value: '0 1px 2px 0 rgb(10 17 32 / 0.05)' },
  sm: { value: '0 1px 3px 0 rgb(10 17 32 / 0.08), 0 1px 2px -1px rgb(10 17 32 / 0.06)' },
  md: { value: '0 4px 12px -2px rgb(10 17 32 / 0.08), 0 2px 4px -2px rgb(10 17 32 / 0.05)' },
  lg: { value: '0 16px 32px -8px rgb(10 17 32 / 0.12), 0 4px 8px -4px rgb(10 17 32 / 0.06)' },
});

/**
 * The stacking order, by role and lowest first: recipes name the role, never a number. The gaps are
 * Chakra's and Ark's usual values (overlay 1300, modal 1400, skip link 1600), so a third-party layer
 * that assumes them sits where expected. Toasts are not here: Zag sets their z-index inline.
 */
export const zIndex = defineTokens.zIndex({
  /** The customer shell's fixed menu and sticky top bar: above the page as it scrolls under them. */
  sticky: { value: 20 },
  /** The backdrop of a dialog or drawer: dims the page, the menu and the top bar. */
  overlay: { value: 1300 },
  /** A dialog or drawer, above its backdrop. */
  modal: { value: 1400 },
  /** A focused skip link: above every other layer, so the first Tab always shows it. */
  skipLink: { value: 1600 },
});
