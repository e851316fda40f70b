import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { shownDemoDate } from './demo-dates.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt, SAM } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Adding a weigh-in changes alex's log, which other journeys may read: this journey has its own shop.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const summary = () => page.locator('[role="img"][data-points]').getAttribute('aria-describedby');
const trendText = async () => page.locator(`[id="${await summary()}"]`).innerText();
const drawnPoints = (count: number) =>
  page.waitForFunction((expected) => document.querySelectorAll('.ct-point').length === expected, count);

describe('health data', () => {
  it('lets alex (SKY GLP) add a weigh-in and see it in the list, the summary and the chart', async () => {
    const graphqlCacheHeaders: (string | null)[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql'))
        graphqlCacheHeaders.push(response.headers()['cache-control'] ?? null);
    });

    await logInAt(page, shop.url, '/health-data', ALEX);
    // His menu offers the page, marked as the current one.
    await expect(page.getByRole('link', { name: 'Health data' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await page.getByText(`Down 9.7 lb since ${shownDemoDate('2026-10-06')} (7 weigh-ins;`).waitFor();
    // The page sets its title once it renders (after the shell has loaded).
    await page.waitForFunction(() => document.title === 'Health data | Helmsman');
    await drawnPoints(7);
    const table = page.getByRole('table', { name: 'Weight measurements' });
    await expect(table.locator('tbody tr').count()).resolves.toBe(7);
    await expect(table.locator('tbody tr').first().innerText()).resolves.toContain('227.1 lb');

    // The form refuses an implausible weight before anything is sent.
    const weight = page.getByLabel('Weight (lb)');
    await weight.fill('20');
    await page.getByRole('button', { name: 'Add measurement' }).click();
    await page.getByText('Weight must be between 50 and 1000 lb').waitFor();

    await weight.fill('225.9');
    await page.getByRole('button', { name: 'Add measurement' }).click();
    await page.getByText(/^Added 225\.9 lb on /).waitFor();
    // The confirmation is the form's; the list gets the weigh-in through the query cache, which may
    // hand it over a task later.
    await eventually(() => weight.inputValue()).toBe('');
    await eventually(() => table.locator('tbody tr').count()).toBe(8);
    await eventually(() => table.locator('tbody tr').first().innerText()).toContain('225.9 lb');
    await drawnPoints(8);
    await expect(trendText()).resolves.toMatch(
      new RegExp(
        `^Down 10\\.9 lb since ${shownDemoDate('2026-10-06')} \\(8 weigh-ins; latest 225\\.9 lb on .+\\)\\.$`,
      ),
    );

    // Saved for good: a fresh load shows it too.
    await page.reload();
    await page.getByText('(8 weigh-ins; latest 225.9 lb').waitFor();

    // Health data is sensitive: never in the HTTP cache, never in local storage.
    expect(graphqlCacheHeaders.length).toBeGreaterThan(0);
    expect(graphqlCacheHeaders.every((header) => header === 'no-store')).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const healthDatum of ['225.9', '227.1', 'weight', 'measure']) {
      expect(stored.toLowerCase()).not.toContain(healthDatum);
    }
  });

  it("tells sam (no SKY GLP) it is not available, and his menu has no 'Health data'", async () => {
    await logInAt(page, shop.url, '/health-data', SAM);
    await page.getByRole('heading', { name: "Health data isn't available" }).waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain('SKY GLP subscription');
    await expect(page.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).resolves.toBe(
      '/dashboard',
    );
    await expect(page.locator('table').count()).resolves.toBe(0);
    // The menu is there (it names sam), without the item.
    await page.getByText('Customer: 582732', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Health data' }).count()).resolves.toBe(0);
  });
});
