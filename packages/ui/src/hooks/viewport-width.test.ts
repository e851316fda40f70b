import { RESIZE_DEBOUNCE_MS } from '@helmsman/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchBreakpoint } from './viewport-width.ts';

describe('watchBreakpoint (spec section 9: resize debounce 200 ms)', () => {
  let width: number;
  let target: EventTarget;
  const resizeTo = (next: number) => {
    width = next;
    target.dispatchEvent(new Event('resize'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    width = 1280;
    target = new EventTarget();
  });
  afterEach(() => vi.useRealTimers());

  it('debounces by RESIZE_DEBOUNCE_MS', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
    const onChange = vi.fn();
    watchBreakpoint({ below: 1024, onChange, target, getWidth: () => width });

    resizeTo(800);
    vi.advanceTimersByTime(199);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('waits for a burst of resize events to pause, then reports the final width once', () => {
    const onChange = vi.fn();
    watchBreakpoint({ below: 1024, onChange, target, getWidth: () => width });

    for (const next of [1200, 1000, 900, 700, 600]) {
      resizeTo(next);
      vi.advanceTimersByTime(150);
    }
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);

    resizeTo(1100);
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('says nothing when a resize does not cross the breakpoint', () => {
    const onChange = vi.fn();
    watchBreakpoint({ below: 1024, onChange, target, getWidth: () => width });
    resizeTo(1100);
    vi.advanceTimersByTime(500);
    // Exactly at the breakpoint counts as wide: `below` is exclusive.
    resizeTo(1024);
    vi.advanceTimersByTime(500);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops listening and drops a pending check on cleanup', () => {
    const onChange = vi.fn();
    const stop = watchBreakpoint({ below: 1024, onChange, target, getWidth: () => width });
    resizeTo(600);
    stop();
    vi.advanceTimersByTime(1000);
    resizeTo(500);
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
