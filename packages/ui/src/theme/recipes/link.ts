import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

/**
 * Links are always underlined: colour alone must not tell a link from text (WCAG 1.4.1), and the
 * brand's link colour is close to its text colour.
 */
export const link = defineRecipe({
  className: 'link',
  jsx: ['Link'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    color: 'link.default',
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: 'xs',
    cursor: 'pointer',
    transitionProperty: 'color, text-decoration-thickness',
    transitionDuration: 'fast',
    _hover: { color: 'link.hover', textDecorationThickness: '2px' },
    _focusVisible: focusRing,
    '& svg': { width: '1em', height: '1em', flexShrink: '0' },
  },
  variants: {
    variant: {
      /** Inside running text: inherits the size and weight around it. */
      inline: {},
      /** On its own line (e.g. 'Forgot password?'): a little weight makes it read as an action. */
      standalone: { fontWeight: 'semibold', textStyle: 'sm' },
      /** Looks like the surrounding text until hovered (e.g. the wordmark). */
      plain: {
        color: 'inherit',
        textDecoration: 'none',
        _hover: { color: 'inherit', textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
