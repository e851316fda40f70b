import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { focusRing } from './focus-ring.ts';

/**
 * What the overlays (Dialog, Drawer) and the shell's icon buttons share, written once so a modal and
 * a drawer cannot drift apart in how they dim the page, name themselves or close.
 */

/** Ark's Dialog parts plus the layout parts of every overlay: a header and footer around a scrolling body. */
export const overlayAnatomy = dialogAnatomy.extendWith('header', 'body', 'footer');

/** The keyboard focus ring of a control: 2px, outside it. */

/** Horizontal padding of an overlay's header, body and footer. */
export const overlayGutter = { base: '5', sm: '6' } as const;

/** The dimmed page behind an overlay; it fades in and out with the overlay's own timing. */
export function overlayBackdrop(fadeIn: string, fadeOut: string) {
  return {
    position: 'fixed',
    inset: '0',
    zIndex: 'overlay',
    bg: 'rgb(10 17 32 / 0.5)',
    _open: { animation: `fade-in ${fadeIn} {easings.out}` },
    _closed: { animation: `fade-out ${fadeOut} {easings.in}` },
    _motionReduce: { animation: 'none!' },
  } as const;
}

/** An overlay's title: the h2 above the page's own h1. */
export const overlayTitle = {
  textStyle: 'xl',
  fontFamily: 'heading',
  fontWeight: 'bold',
  color: 'fg.default',
} as const;

/** The box of a round icon-only button (close, menu, cart): 44×44 px, the smallest comfortable target. */
export const roundIconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '11',
  h: '11',
} as const;

/** How a round icon button looks and answers the pointer and the keyboard. */
export const roundIconButtonSkin = {
  borderRadius: 'full',
  color: 'fg.default',
  transitionProperty: 'background-color',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: focusRing,
} as const;
