import { RESIZE_DEBOUNCE_MS } from '@helmsman/domain';
import { useEffect, useState } from 'react';
import { watchBreakpoint } from './viewport-width.ts';

/**
 * True while the viewport is narrower than `below` CSS pixels. Read once on the first render (so
 * the right layout paints first), then updated by a resize listener debounced by 200 ms
 * (RESIZE_DEBOUNCE_MS), as the spec's mobile breakpoint works. Use CSS media queries for pure styling;
 * this is for what renders differently (e.g. a sidebar or a slide-over menu).
 */
export function useMediaBreakpoint(below: number, { debounceMs = RESIZE_DEBOUNCE_MS } = {}): boolean {
  const [isBelow, setIsBelow] = useState(() => typeof window !== 'undefined' && window.innerWidth < below);

  useEffect(() => {
    // The breakpoint may have changed since the first render, or the viewport before the effect ran.
    setIsBelow(window.innerWidth < below);
    return watchBreakpoint({ below, debounceMs, onChange: setIsBelow });
  }, [below, debounceMs]);

  return isBelow;
}
