import { TOAST_DRAG_DISMISS_PERCENT, TOAST_SWIPE_THRESHOLD_PX } from '@helmsman/domain';
import { describe, expect, it } from 'vitest';
import { gestureAxis, isDraggedOut, swipeOffset, swipeOutcome } from './swipe.ts';

const width = 384;

describe('toast swipe (spec section 9: threshold 50, drag-dismiss 80%)', () => {
  it('uses the spec constants', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_DRAG_DISMISS_PERCENT).toBe(80);
  });

  it('springs back when released before 50px', () => {
    expect(swipeOutcome(0, width)).toBe('restore');
    expect(swipeOutcome(49, width)).toBe('restore');
  });

  it('closes when released at 50px or more to the right', () => {
    expect(swipeOutcome(50, width)).toBe('dismiss');
    expect(swipeOutcome(120, width)).toBe('dismiss');
  });

  it('never closes on a leftward drag', () => {
    expect(swipeOffset(-200)).toBe(0);
    expect(swipeOutcome(-200, width)).toBe('restore');
    expect(isDraggedOut(-width, width)).toBe(false);
  });

  it('closes while dragging once past 80% of the width', () => {
    expect(isDraggedOut(0.8 * width - 1, width)).toBe(false);
    expect(isDraggedOut(0.8 * width, width)).toBe(true);
    expect(swipeOutcome(0.8 * width, 0)).toBe('dismiss');
  });

  it('tells a horizontal swipe from a vertical scroll, after a few pixels', () => {
    expect(gestureAxis(3, 2)).toBeNull();
    expect(gestureAxis(12, 4)).toBe('x');
    expect(gestureAxis(-12, 4)).toBe('x');
    expect(gestureAxis(3, 14)).toBe('y');
  });
});
