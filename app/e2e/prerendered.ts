import type { Page } from 'playwright-core';

/**
 * Before any script runs (the document has just been parsed; module scripts run after that), keeps the
 * first element React will find in #root, so a test can tell whether React took that element over
 * (hydrated) or painted the page again. Pass it to `page.addInitScript`.
 */
export function keepPrerenderedElement() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    (window as unknown as { prerendered: Element | null }).prerendered =
      document.getElementById('root')?.firstElementChild ?? null;
  });
}

/** True when the element keepPrerenderedElement kept is still on the page: React hydrated it. */
export const prerenderedStillOnPage = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { prerendered: Element | null }).prerendered?.isConnected ?? 'none',
  );
