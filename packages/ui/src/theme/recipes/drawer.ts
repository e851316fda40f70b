import { CART_DRAWER_FULL_WIDTH_BELOW_PX, CART_DRAWER_WIDTH_PX, MENU_WIDTH_PX } from '@helmsman/domain';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRingAt } from './focus-ring.ts';
import {
  overlayGutter as gutter,
  overlayAnatomy,
  overlayBackdrop,
  overlayTitle,
  roundIconButton,
  roundIconButtonSkin,
} from './overlay.ts';

/**
 * A Dialog that slides in from a side of the viewport over a backdrop. Widths come from the spec's
 * constants (section 9), so the recipe and the stories that measure it cannot drift apart.
 */
export const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: overlayAnatomy.keys(),
  base: {
    backdrop: overlayBackdrop('220ms', '180ms'),
    positioner: {
      position: 'fixed',
      top: '0',
      bottom: '0',
      zIndex: 'modal',
      display: 'flex',
      maxW: '100vw',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      height: '100dvh',
      bg: 'bg.default',
      color: 'fg.default',
      boxShadow: 'raised',
      outline: 'none',
      _focusVisible: focusRingAt('-2px'),
      _motionReduce: { animation: 'none!' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      flexShrink: '0',
      px: gutter,
      py: '4',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    title: overlayTitle,
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { flex: '1', minH: '0', overflowY: 'auto', overscrollBehavior: 'contain', px: gutter, py: '5' },
    footer: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      flexShrink: '0',
      px: gutter,
      pt: '5',
      pb: 'max(1.25rem, env(safe-area-inset-bottom))',
      borderTopWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.default',
    },
    closeTrigger: {
      ...roundIconButton,
      mr: '-1',
      ...roundIconButtonSkin,
      cursor: 'pointer',
      '& svg': { w: '5', h: '5' },
    },
    trigger: {},
  },
  variants: {
    placement: {
      start: {
        positioner: { left: '0' },
        content: {
          borderRightWidth: '1px',
          borderColor: 'border.default',
          _open: { animation: 'slide-in-from-left 260ms {easings.out}' },
          _closed: { animation: 'slide-out-to-left 200ms {easings.in}' },
        },
      },
      end: {
        positioner: { right: '0' },
        content: {
          borderLeftWidth: '1px',
          borderColor: 'border.default',
          _open: { animation: 'slide-in-from-right 260ms {easings.out}' },
          _closed: { animation: 'slide-out-to-right 200ms {easings.in}' },
        },
      },
    },
    size: {
      /** The customer menu (spec: 270px). */
      menu: { positioner: { width: `${MENU_WIDTH_PX}px` } },
      /** The cart (spec: 700px wide, full width under 920px). */
      cart: {
        positioner: {
          width: '100vw',
          [`@media screen and (min-width: ${CART_DRAWER_FULL_WIDTH_BELOW_PX}px)`]: {
            width: `${CART_DRAWER_WIDTH_PX}px`,
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'end', size: 'cart' },
});
