import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: {
    colorScheme: 'light',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    textRendering: 'optimizeLegibility',
    WebkitTextSizeAdjust: '100%',
  },
  body: {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    textStyle: 'md',
  },
  /**
   * A visible focus ring on everything focusable, including plain elements the app renders without a
   * recipe. Recipes may refine it; none may remove it (WCAG 2.4.7).
   */
  ':focus-visible': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '::selection': {
    bg: 'accent.muted',
    color: 'accent.fg',
  },
});
