import { defineSlotRecipe } from '@pandacss/dev';
import { spinnerAnatomy } from './anatomy.ts';

export const spinner = defineSlotRecipe({
  className: 'spinner',
  slots: spinnerAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '3', color: 'fg.muted' },
    indicator: {
      display: 'inline-block',
      flexShrink: '0',
      borderRadius: 'full',
      borderStyle: 'solid',
      borderColor: 'currentColor',
      borderBottomColor: 'transparent',
      borderInlineStartColor: 'transparent',
      animation: 'spin 0.7s linear infinite',
      // Reduced motion: keep a slow turn rather than stopping, so "still working" remains visible.
      _motionReduce: { animationDuration: '2.4s' },
    },
    label: { textStyle: 'sm', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: { indicator: { w: '4', h: '4', borderWidth: '2px' } },
      md: { indicator: { w: '6', h: '6', borderWidth: '2px' } },
      lg: { indicator: { w: '10', h: '10', borderWidth: '3px' } },
    },
    /** Hidden labels still name the status region for screen readers. */
    labelHidden: {
      true: { label: { srOnly: true } },
    },
  },
  defaultVariants: { size: 'md', labelHidden: true },
});
