import { addMonths, formatDate } from '@helmsman/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Skipping, pausing and switching change alex's subscriptions, which other journeys read: this journey
// has its own shop.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const sleepCard = () => page.getByRole('article', { name: 'Sleep Gummies' });
/** Card buttons are named '<label> (<product>)' for screen readers. */
const cardButton = (card: Locator, label: string) =>
  card.getByRole('button', { name: new RegExp(`^${label}`) });
const nextShipment = (card: Locator) => card.locator('dt:text-is("Next shipment") + dd').innerText();
const toast = (title: string) => page.getByRole('status', { name: title });

/** 'Nov 14, 2026' (as the page shows dates) → '2026-11-14'. */
function isoOf(shown: string): string {
  const time = Date.parse(`${shown} 00:00 UTC`);
  if (Number.isNaN(time)) throw new Error(`not a date: ${shown}`);
  return new Date(time).toISOString().slice(0, 10);
}

async function reloadSubscriptions() {
  await page.reload();
  await sleepCard().waitFor();
}

describe('subscriptions', () => {
  it('lets alex skip, pause, resume and switch Sleep Gummies to quarterly, each change still there after a reload', async () => {
    await logInAt(page, shop.url, '/subscriptions', ALEX);
    const card = sleepCard();
    await card.waitFor();
    // The title follows the route's first render, which may come just after the URL changes.
    await page.waitForFunction(() => document.title === 'Subscriptions | Helmsman');
    await expect(card.innerText()).resolves.toContain('One bottle a month subscription');
    await expect(card.innerText()).resolves.toContain('$17.50/month');
    const glp = page.getByRole('article', { name: 'Semaglutide Weight Programme' });
    await glp.waitFor();
    // A treatment the visit prescribed is billed, not sold by the bottle.
    await expect(glp.innerText()).resolves.toContain('Billed every month');

    // Skip: the next shipment moves one month.
    const before = isoOf(await nextShipment(card));
    const skippedTo = formatDate(addMonths(before, 1));
    await cardButton(card, 'Skip next shipment').click();
    await toast('Shipment skipped').waitFor();
    // The toast shows at once; the card gets the answer through the query cache, maybe a task later.
    await eventually(() => nextShipment(card)).toBe(skippedTo);
    await reloadSubscriptions();
    await expect(nextShipment(card)).resolves.toBe(skippedTo);

    // Pause: Resume replaces Pause, and the card says nothing ships.
    await cardButton(card, 'Pause subscription').click();
    await toast('Subscription paused').waitFor();
    await cardButton(card, 'Resume subscription').waitFor();
    await reloadSubscriptions();
    await expect(card.innerText()).resolves.toContain(
      'Nothing ships and nothing is charged until you resume.',
    );
    await expect(cardButton(card, 'Skip next shipment').count()).resolves.toBe(0);

    // Resume: active again, on the skipped-to date (still ahead).
    await cardButton(card, 'Resume subscription').click();
    await toast('Subscription resumed').waitFor();
    await reloadSubscriptions();
    await cardButton(card, 'Pause subscription').waitFor();
    await expect(card.getByText('Active', { exact: true }).count()).resolves.toBe(1);
    await expect(nextShipment(card)).resolves.toBe(skippedTo);

    // Change frequency: the dialog offers quarterly, with its price.
    await cardButton(card, 'Change frequency').click();
    const dialog = page.getByRole('dialog', { name: 'How often should Sleep Gummies ship?' });
    await expect(
      dialog.getByRole('radio', { name: /^Three bottles every quarter subscription/ }).isChecked(),
    ).resolves.toBe(true);
    await expect(dialog.innerText()).resolves.toContain('$45.00/quarterly');
    await dialog.getByRole('button', { name: 'Save frequency' }).click();
    await toast('Frequency changed').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await reloadSubscriptions();
    await expect(card.innerText()).resolves.toContain('Three bottles every quarter subscription');
    await expect(card.innerText()).resolves.toContain('$45.00/quarterly');
    await expect(nextShipment(card)).resolves.toBe(skippedTo);
  });

  it("says 'Failed to update subscription.' when ship now meets alex's declining card, and the orders page shows the declined order", async () => {
    await logInAt(page, shop.url, '/orders', ALEX);
    const orders = page.locator('article[id]');
    await orders.first().waitFor();
    const ordersBefore = await orders.count();

    await page.getByRole('link', { name: 'Subscriptions' }).click();
    await page.waitForURL(`${shop.url}/subscriptions`);
    const card = sleepCard();
    const scheduled = await nextShipment(card);
    await cardButton(card, 'Ship now').click();
    const dialog = page.getByRole('dialog', { name: 'Ship Sleep Gummies now?' });
    await dialog.getByRole('button', { name: 'Ship now' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toContain('Failed to update subscription.');
    await expect(alert.innerText()).resolves.toContain('Your card was declined.');
    await expect(
      alert.getByRole('link', { name: 'Update payment method' }).getAttribute('href'),
    ).resolves.toBe('/accounts/editPaymentMethod');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(nextShipment(card)).resolves.toBe(scheduled);

    // The cached orders went stale with the attempt: the page shows the declined order it left.
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(`${shop.url}/orders`);
    await page.waitForFunction(
      (count) => document.querySelectorAll('article[id]').length === count,
      ordersBefore + 1,
    );
  });
});
