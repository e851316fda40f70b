import {
  defaultSiteConfig,
  findProduct,
  HOME_ITEM_LIST,
  type Product,
  pageTitle,
  treatmentPath,
  viewItem,
  viewItemList,
} from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { dataLayerEvents } from './data-layer.ts';
import { chromiumJourney } from './journey.ts';
import { tabTo } from './keyboard.ts';
import { SAM, submitLogin } from './log-in.ts';
import { keepPrerenderedElement, prerenderedStillOnPage } from './prerendered.ts';
import { appRuns, eventually } from './waits.ts';

// Only reads: the shared shop.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

function product(id: number): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** The catalogue's cards, in order, each as the one-time option its page opens on. */
const listed = [40, 30, 35, 160].map(product);

/**
 * The app runs the home page: its title is the prerendered HTML's own, so `appRuns` would pass before
 * hydration (a click would then load the next page from the server); its view_item_list comes after.
 */
async function homeRuns(): Promise<void> {
  await appRuns(page, defaultSiteConfig.title);
  await eventually(() => dataLayerEvents(page)).toEqual([viewItemList(listed, HOME_ITEM_LIST)]);
}

describe('the shop for a visitor', () => {
  it('goes from / to /shop to a product page, with view_item_list then view_item on the dataLayer', async () => {
    await page.goto(`${shopUrl}/`);
    await page.getByRole('heading', { level: 1, name: defaultSiteConfig.title }).waitFor();
    await homeRuns();
    const treatments = page.getByRole('region', { name: 'Treatments' });
    for (const [name, category] of [
      ['Erectile dysfunction', 'ed'],
      ['Sleep', 'sleep'],
      ['Hair loss', 'hair'],
      ['Weight management', 'SKY GLP'],
    ] as const) {
      const link = treatments.getByRole('link', { name, exact: true });
      await expect(link.getAttribute('href')).resolves.toBe(treatmentPath(category));
    }
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL(`${shopUrl}/shop`);
    await page.getByRole('heading', { level: 1, name: 'Shop gummies' }).waitFor();
    await appRuns(page, pageTitle('Shop', defaultSiteConfig.brand));
    for (const name of ['Sleep Gummies', 'Biotin Gummies', 'Immunity Gummies']) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByRole('list', { name: 'Prices' }).innerText()).resolves.toBe(
        '$24.99\n$17.50/month\n$45.00/quarterly',
      );
    }
    const bundle = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Holiday Bundle Special' }) });
    await expect(bundle.getByRole('list', { name: 'Prices' }).innerText()).resolves.toBe('$24.99');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('link', { name: 'Sleep Gummies' }).click();
    await page.waitForURL(`${shopUrl}/shop/sleep-gummies`);
    await page.getByRole('heading', { level: 1, name: 'Sleep Gummies' }).waitFor();
    await appRuns(page, pageTitle('Sleep Gummies', defaultSiteConfig.brand));
    await page.getByRole('radio', { name: /One bottle a month subscription/ }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await eventually(() => dataLayerEvents(page)).toEqual([
      viewItemList(listed, HOME_ITEM_LIST),
      viewItemList(listed),
      viewItem(product(40)),
    ]);
  });

  it('opens a product page straight from its link, prerendered, and reports view_item once', async () => {
    await page.goto(`${shopUrl}/shop/holiday-bundle`);
    await page.getByText('One bottle each').first().waitFor();
    await appRuns(page, pageTitle('Holiday Bundle Special', defaultSiteConfig.brand));
    await expect(page.getByRole('spinbutton').count()).resolves.toBe(0);
    await eventually(() => dataLayerEvents(page)).toEqual([viewItem(product(160))]);
  });

  it('sends an unknown product to the home page of the site', async () => {
    await page.goto(`${shopUrl}/shop/no-such-gummies`);
    await page.waitForURL((url) => url.pathname !== '/shop/no-such-gummies');
  });

  it("/reset-password's logo leads to the home page", async () => {
    await page.goto(`${shopUrl}/reset-password`);
    await appRuns(page, pageTitle('Reset Password', defaultSiteConfig.brand));
    await page.getByRole('link', { name: `${defaultSiteConfig.brand} home` }).click();
    await page.waitForURL(`${shopUrl}/`);
    await page.getByRole('heading', { level: 1, name: defaultSiteConfig.title }).waitFor();
  });
});

describe('the shop by keyboard alone', () => {
  it('goes from / to a product, chooses monthly ×2, adds it and opens the cart', async () => {
    await page.goto(`${shopUrl}/`);
    await homeRuns();
    await tabTo(page, page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Shop' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shopUrl}/shop`);
    await appRuns(page, pageTitle('Shop', defaultSiteConfig.brand));
    await tabTo(page, page.getByRole('link', { name: 'Sleep Gummies' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shopUrl}/shop/sleep-gummies`);
    await appRuns(page, pageTitle('Sleep Gummies', defaultSiteConfig.brand));

    await tabTo(page, page.getByRole('radio', { name: /^One bottle\b(?! a month| every)/ }));
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('radio', { name: /One bottle a month subscription/ }).isChecked(),
    ).resolves.toBe(true);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await tabTo(page, quantity);
    await page.keyboard.press('ArrowUp');
    await expect(quantity.inputValue()).resolves.toBe('2');
    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    await page.getByText('Added to your cart').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'View cart' }));
    await page.keyboard.press('Enter');
    const lines = page.getByRole('dialog').getByRole('list', { name: 'Items in your cart' });
    await lines.getByRole('button', { name: 'Remove Sleep Gummies' }).waitFor();
  });
});

describe('the shop for a customer', () => {
  it('names the logged-in customer in the header, linking to the dashboard', async () => {
    await page.goto(`${shopUrl}/login`);
    await submitLogin(page, SAM);
    await page.waitForURL(`${shopUrl}${defaultSiteConfig.loggedInRedirect}`);
    await page.addInitScript(keepPrerenderedElement);
    await page.goto(`${shopUrl}/shop`);
    const site = page.getByRole('navigation', { name: 'Site' });
    const name = site.getByRole('link', { name: 'Sam Rivera' });
    await name.waitFor();
    await expect(name.getAttribute('href')).resolves.toBe('/dashboard');
    await expect(site.getByRole('button', { name: 'Log in' }).count()).resolves.toBe(0);
    // The visitor's HTML was taken over, not painted again: nothing but the header changed.
    await expect(prerenderedStillOnPage(page)).resolves.toBe(true);
  });
});
