import type { EcommerceEvent } from '@helmsman/domain';

/** What GA4's tag reads; anything else a page's tags push is left as it is. */
export type DataLayer = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/**
 * Pushes a GA4 ecommerce event (built by @helmsman/domain's analytics builders, never by hand) to
 * `window.dataLayer`. GA4's guide: push `{ ecommerce: null }` first, so the previous event's items
 * are not merged into this one by the tag manager's data model. Does nothing without a window (the
 * prerenderer): events describe what a person saw, and the server saw nothing.
 */
export function trackEcommerce(
  event: EcommerceEvent,
  target: { dataLayer?: DataLayer } | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!target) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null }, event);
}
