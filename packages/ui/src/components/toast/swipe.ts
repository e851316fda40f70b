import { TOAST_DRAG_DISMISS_PERCENT, TOAST_SWIPE_THRESHOLD_PX } from '@helmsman/domain';

/**
 * Swipe-right-to-close, decided from how far the pointer has dragged the toast (spec section 9):
 * - dragged past 80% of the toast's width, it closes at once, before the pointer is released;
 * - released after at least 50px to the right, it closes (a swipe);
 * - released earlier, it springs back (a tap or an accidental nudge).
 * Leftward and mostly vertical movements are not swipes.
 */
export type SwipeOutcome = 'dismiss' | 'restore';

/** How far the toast follows the pointer: rightwards only. */
export function swipeOffset(dx: number): number {
  return Math.max(0, dx);
}

/** While dragging: true once the toast has been dragged past TOAST_DRAG_DISMISS_PERCENT of its width. */
export function isDraggedOut(dx: number, width: number): boolean {
  return width > 0 && swipeOffset(dx) >= (width * TOAST_DRAG_DISMISS_PERCENT) / 100;
}

/** On release. */
export function swipeOutcome(dx: number, width: number): SwipeOutcome {
  if (isDraggedOut(dx, width)) return 'dismiss';
  return swipeOffset(dx) >= TOAST_SWIPE_THRESHOLD_PX ? 'dismiss' : 'restore';
}

/**
 * A drag that starts more vertical than horizontal is a scroll or a text selection, not a swipe.
 * Undecided until the pointer has moved a few pixels.
 */
export function gestureAxis(dx: number, dy: number, slop = 6): 'x' | 'y' | null {
  if (Math.hypot(dx, dy) < slop) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}
