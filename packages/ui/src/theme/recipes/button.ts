import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';

/** Enabled and not busy: hover and press feedback must not suggest a dead button is clickable. */
const interactive = '&:not(:disabled, [aria-disabled=true])';

export const button = defineRecipe({
  className: 'button',
  description: 'Actions. Pill-shaped like the brand CTA; md and lg meet a 44px touch target.',
  jsx: ['Button'],
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _focusVisible: focusRing,
    [`${interactive}:active`]: { transform: 'translateY(1px)' },
    // Disabled is dimmed; busy is not: the label and spinner must stay readable while it waits.
    '&:is(:disabled, [aria-disabled=true]):not([data-loading])': { cursor: 'not-allowed', opacity: '0.55' },
    '&[data-loading]': { cursor: 'progress' },
    '& svg': { flexShrink: '0', width: '1.15em', height: '1.15em' },
    _motionReduce: { transitionDuration: '0s', [`${interactive}:active`]: { transform: 'none' } },
  },
  variants: {
    variant: {
      /** The brand CTA: navy text on the accent, 11.7:1. */
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        boxShadow: 'xs',
        [`${interactive}:hover`]: { bg: 'accent.emphasized' },
      },
      outline: {
        bg: 'bg.default',
        color: 'fg.default',
        borderColor: 'border.strong',
        [`${interactive}:hover`]: { bg: 'bg.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        [`${interactive}:hover`]: { bg: 'bg.subtle' },
      },
    },
    size: {
      sm: { h: '9', minW: '9', px: '4', textStyle: 'sm' },
      md: { h: '11', minW: '11', px: '5', textStyle: 'md' },
      lg: { h: '12', minW: '12', px: '7', textStyle: 'md' },
    },
    fullWidth: {
      true: { width: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
