import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** As patient as a journey's page (journey.ts sets 10 s as the context's default timeout). */
const PATIENCE_MS = 10_000;

/**
 * An assertion on something the page settles into after an action: `read` is repeated until the
 * matcher passes (or 10 s have passed). playwright-core's reads (`count()`, `innerText()`,
 * `getAttribute()`, `page.title()`, `evaluate`) are snapshots, unlike @playwright/test's `expect`;
 * use this wherever the value arrives after the step before it: a title an effect sets after the first
 * render, cached data a query hands to the screen a task after the mutation's confirmation showed,
 * focus an effect moves, an element a route change removes.
 *
 *   await eventually(() => page.title()).toBe('Account | Helmsman');
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: PATIENCE_MS, interval: 50 });
}

/**
 * Resolves once the element's own finite CSS animations and transitions, and its descendants', have
 * ended (waiting again for any that start meanwhile). Ark's drawers and dialogs slide in: measured
 * mid-slide, a 700px drawer can be 699.99994px wide.
 */
export function animationsSettled(locator: Locator): Promise<void> {
  return locator.evaluate(async (element) => {
    for (;;) {
      const running = element
        .getAnimations({ subtree: true })
        .filter(
          (animation) =>
            animation.playState !== 'finished' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/** The element's width once it has come to rest (see `animationsSettled`). */
export async function settledWidth(locator: Locator): Promise<number> {
  await animationsSettled(locator);
  return locator.evaluate((element) => element.getBoundingClientRect().width);
}

/** The app runs the page (it sets the title in an effect): its own links and events work from here. */
export function appRuns(page: Page, title: string) {
  return eventually(() => page.title()).toBe(title);
}

/**
 * Resolves once an offers step (the checkout's upsell, the visit's add-ons) has its offers settled:
 * loaded, failed or none. Its Continue or Skip button (`button`) shows at once, and the offers arriving
 * above it push it down: a click aimed before they land can hit an offer instead (a fresh-clone run
 * timed out on the checkout's payment step after one). A person waits for the page to settle too.
 */
export async function offersSettled(page: Page, button: Locator): Promise<void> {
  // The spinner and the button render together, so once the button shows, a loading step shows it.
  await button.waitFor();
  await page.getByText('Loading offers…').waitFor({ state: 'hidden' });
}
