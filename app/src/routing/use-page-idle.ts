import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from './after-first-paint.ts';

/**
 * False in the first render (the prerendered HTML's and the one that hydrates it), true once the page
 * has loaded and the main thread is idle. For parts no one needs before then (the cart drawer):
 * mounted as hydration ended, the drawer's lazy import (Vite's preload links for its chunks) ran inside
 * a synchronous render, 17 ms of one task in a CPU profile of / (×4 under Lighthouse's mobile
 * throttling). The update is a transition, so React renders it in slices between other work.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstPaint().then(() => {
      if (mounted) startTransition(() => setIdle(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
