import type { Page } from 'playwright-core';

/** An event the app pushed to the page's dataLayer (analytics/data-layer.ts). */
export interface DataLayerEvent {
  event: string;
  ecommerce?: Record<string, unknown>;
}

/** The page's events on its dataLayer, in order, without GA4's `{ ecommerce: null }` resets. */
export function dataLayerEvents(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Partial<DataLayerEvent>[] }).dataLayer ?? []).filter(
      (entry): entry is DataLayerEvent => typeof entry.event === 'string',
    ),
  );
}
