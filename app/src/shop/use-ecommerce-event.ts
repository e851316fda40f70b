import type { EcommerceEvent } from '@helmsman/domain';
import { useEffect, useRef } from 'react';
import { trackEcommerce } from '../analytics/data-layer.ts';

/**
 * Pushes a page's view event once per `key` (the page, or the product it shows): not again on a
 * re-render, nor on React's development double run of effects, but again when the key changes.
 */
export function useEcommerceEvent(key: string, build: () => EcommerceEvent): void {
  const sent = useRef<string | null>(null);
  const latest = useRef(build);
  latest.current = build;
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    trackEcommerce(latest.current());
  }, [key]);
}
