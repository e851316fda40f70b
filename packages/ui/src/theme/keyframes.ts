import { defineKeyframes } from '@pandacss/dev';

/**
 * Enter and exit motions of overlays (drawers, toasts). Ark's Presence waits for an element's exit
 * animation before hiding it, so closing slides out instead of vanishing; transitions would not be
 * waited for. Every use pairs them with `_motionReduce` so reduced motion turns them off.
 */
export const keyframes = defineKeyframes({
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
  'slide-in-from-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  'slide-out-to-left': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  'slide-in-from-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  'slide-out-to-right': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
  // Dialogs rise a little rather than fade, so their content is visible (and testable) from the start.
  'rise-in': { from: { transform: 'translateY(0.75rem)' }, to: { transform: 'translateY(0)' } },
  'sink-out': { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(0.75rem)' } },
});
