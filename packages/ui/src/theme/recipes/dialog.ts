import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './focus-ring.ts';
import {
  overlayGutter as gutter,
  overlayAnatomy,
  overlayBackdrop,
  overlayTitle,
  roundIconButton,
  roundIconButtonSkin,
} from './overlay.ts';

/**
 * A centred modal for a decision (confirmations, short forms). On phones it rises from the bottom
 * edge, full width, where the thumb is; the body scrolls when the content is taller than the screen.
 */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: overlayAnatomy.keys(),
  base: {
    backdrop: overlayBackdrop('200ms', '150ms'),
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '6' },
      overscrollBehavior: 'contain',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxW: { base: 'full', sm: 'lg' },
      maxH: { base: '92dvh', sm: 'calc(100dvh - 3rem)' },
      bg: 'bg.default',
      color: 'fg.default',
      borderRadius: { base: 'l3 l3 0 0', sm: 'l3' },
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'raised',
      outline: 'none',
      _focusVisible: focusRing,
      _open: { animation: 'rise-in 200ms {easings.out}' },
      _closed: { animation: 'sink-out 150ms {easings.in}' },
      _motionReduce: { animation: 'none!' },
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '4',
      flexShrink: '0',
      px: gutter,
      pt: '5',
      pb: '3',
    },
    title: overlayTitle,
    description: { textStyle: 'sm', color: 'fg.muted', mt: '1' },
    body: {
      flex: '1',
      minH: '0',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      px: gutter,
      py: '3',
    },
    footer: {
      display: 'flex',
      flexDirection: { base: 'column-reverse', sm: 'row' },
      justifyContent: 'flex-end',
      gap: '3',
      flexShrink: '0',
      px: gutter,
      pt: '4',
      pb: 'max(1.25rem, env(safe-area-inset-bottom))',
    },
    closeTrigger: {
      ...roundIconButton,
      mt: '-2',
      mr: '-2',
      ...roundIconButtonSkin,
      cursor: 'pointer',
      '& svg': { w: '5', h: '5' },
    },
    trigger: {},
  },
});
