import { defineSlotRecipe } from '@pandacss/dev';
import { wordmarkAnatomy } from './anatomy.ts';
import { focusRingAt } from './focus-ring.ts';

export const wordmark = defineSlotRecipe({
  className: 'wordmark',
  slots: wordmarkAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      color: 'fg.default',
      textDecoration: 'none',
      borderRadius: 'l2',
      _focusVisible: focusRingAt('4px'),
    },
    mark: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      borderRadius: 'l2',
      bg: 'accent.default',
      color: 'accent.fg',
    },
    name: { fontFamily: 'heading', fontWeight: 'bold', letterSpacing: '-0.02em' },
  },
  variants: {
    size: {
      md: { mark: { w: '8', h: '8', '& svg': { w: '5', h: '5' } }, name: { textStyle: 'xl' } },
      lg: { mark: { w: '10', h: '10', '& svg': { w: '6', h: '6' } }, name: { textStyle: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});
