import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing, focusRingAt } from './focus-ring.ts';

/** Ark's toast parts plus the status icon and the column that holds title and description. */
export const toastSlots = toastAnatomy.extendWith('icon', 'content');

/**
 * Toasts. Zag positions and stacks them through CSS variables (--x, --y, --scale, --opacity,
 * --z-index, --height); the recipe turns those into motion, the Park UI way. `--swipe-x` is ours: the
 * distance a pointer has dragged the toast to the right.
 */
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: toastSlots.keys(),
  base: {
    group: {
      // Zag sets position, inset and z-index inline; the width keeps toasts readable on phones.
      width: 'min(calc(100vw - 2rem), 24rem)',
      _focusVisible: focusRingAt('4px'),
    },
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'full',
      pl: '4',
      pr: '2',
      py: '3',
      bg: 'bg.default',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      boxShadow: 'raised',
      overflowWrap: 'anywhere',
      // Horizontal drags belong to the swipe; vertical ones still scroll the page on touch screens.
      touchAction: 'pan-y',
      userSelect: 'none',
      translate: 'var(--x) var(--y)',
      // The swipe is a transform on top of zag's translate, so the two never fight (zag's --x is a bare 0,
      // which calc() could not add to a length).
      transform: 'translateX(var(--swipe-x, 0px))',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, transform, opacity, scale',
      transitionProperty: 'translate, transform, scale, opacity, height, box-shadow',
      transitionDuration: '400ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: {
        transitionDuration: '400ms, 300ms, 400ms, 200ms, 400ms, 200ms',
        transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)',
      },
      // While the pointer drags it, the toast follows the pointer with no lag.
      '&[data-swiping]': { transitionProperty: 'opacity, height, box-shadow', cursor: 'grabbing' },
      // Swiped far enough: it leaves to the right instead of dropping out of the stack.
      '&[data-swiped]': { transform: 'translateX(calc(100% + 2rem))' },
      _focusVisible: focusRing,
      _motionReduce: { transitionDuration: '0s!' },
    },
    icon: { flexShrink: '0', mt: '0.5', '& svg': { w: '5', h: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0', py: '0.5' },
    title: { textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    actionTrigger: {
      alignSelf: 'flex-start',
      mt: '2',
      textStyle: 'sm',
      fontWeight: 'semibold',
      color: 'link.default',
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      borderRadius: 'xs',
      cursor: 'pointer',
      _hover: { color: 'link.hover' },
      _focusVisible: focusRing,
    },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '9',
      h: '9',
      mt: '-1',
      borderRadius: 'full',
      color: 'fg.muted',
      cursor: 'pointer',
      transitionProperty: 'background-color, color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.subtle', color: 'fg.default' },
      _focusVisible: focusRingAt('0'),
      '& svg': { w: '4', h: '4' },
    },
  },
  variants: {
    type: {
      success: { icon: { color: 'success.fg' } },
      error: { icon: { color: 'danger.fg' }, root: { borderColor: 'danger.border' } },
      info: { icon: { color: 'info.fg' } },
      warning: { icon: { color: 'warning.fg' }, root: { borderColor: 'warning.border' } },
      loading: { icon: { color: 'fg.muted' } },
    },
  },
  defaultVariants: { type: 'info' },
});
