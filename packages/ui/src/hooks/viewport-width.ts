import { RESIZE_DEBOUNCE_MS } from '@helmsman/domain';

export interface WatchBreakpointOptions {
  /** The breakpoint: `onChange(true)` while the viewport is narrower than this many CSS pixels. */
  below: number;
  onChange: (isBelow: boolean) => void;
  /** Spec section 9: 200 ms. A drag-resize fires dozens of events; only the last one counts. */
  debounceMs?: number;
  /** What fires 'resize'; the window. Replaceable for tests. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The current viewport width; window.innerWidth. Replaceable for tests. */
  getWidth?: () => number;
}

/**
 * Calls `onChange` when the viewport crosses `below`, once resizing has paused for `debounceMs`.
 * Returns the cleanup. Framework-free, so the debounce is unit-tested without a browser.
 */
export function watchBreakpoint({
  below,
  onChange,
  debounceMs = RESIZE_DEBOUNCE_MS,
  target = window,
  getWidth = () => window.innerWidth,
}: WatchBreakpointOptions): () => void {
  let last = getWidth() < below;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    timer = undefined;
    const next = getWidth() < below;
    if (next === last) return;
    last = next;
    onChange(next);
  };
  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, debounceMs);
  };

  target.addEventListener('resize', onResize);
  return () => {
    target.removeEventListener('resize', onResize);
    if (timer !== undefined) clearTimeout(timer);
  };
}
