import { defaultSiteConfig, pageTitle } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, type Credentials, SAM, submitLogin } from './log-in.ts';
import { appRuns, eventually } from './waits.ts';

// Logging in merges into the customers' server carts: a shop of its own.
const journey = chromiumJourney({ ownShop: true });

const titles: Record<string, string> = {
  'sleep-gummies': 'Sleep Gummies',
  'immunity-gummies': 'Immunity Gummies',
};

/** On a product page: picks the option (by its frequency text) and adds it; `more` presses of '+'. */
async function addFromProductPage(page: Page, slug: string, option: RegExp, more = 0): Promise<void> {
  await page.goto(`${journey.shop.url}/shop/${slug}`);
  await appRuns(page, pageTitle(titles[slug] as string, defaultSiteConfig.brand));
  await page.getByRole('radio', { name: option }).check();
  for (let press = 0; press < more; press += 1) {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to your cart').waitFor();
}

/** 'Log in' in the shop's header opens the slider; the form is sent from it. */
async function logInThroughSlider(page: Page, who: Credentials): Promise<void> {
  await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Log in' }).click();
  const slider = page.getByRole('dialog', { name: 'Log in to your account' });
  await slider.getByLabel('Email').fill(who.email);
  await slider.getByLabel('Password', { exact: true }).fill(who.password);
  await slider.getByRole('button', { name: 'Log in' }).click();
}

/** The customer's server cart, line by line, as the drawer shows it: 'name|frequency text|quantity'. */
async function drawerLines(page: Page, count: string): Promise<string[]> {
  await page.getByRole('button', { name: `Cart, ${count}` }).click();
  const lines = page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('list', { name: 'Items in your cart' });
  await lines.getByRole('listitem').first().waitFor();
  return lines.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const [name, frequency] = [...item.querySelectorAll('p')].map((p) => p.textContent ?? '');
      const quantity = item.querySelector('input')?.value ?? item.textContent?.match(/Qty (\d+)/)?.[1];
      return `${name}|${frequency}|${quantity}`;
    }),
  );
}

describe('merging a visitor cart on login', () => {
  it("a customer's server cart and a visitor's local one: the slider logs in on the page, the cart holds both", async () => {
    const { page, browser } = journey;
    // Earlier, logged in: Immunity Gummies quarterly in Alex's server cart.
    const earlier = await browser.newContext();
    const customerPage = await earlier.newPage();
    await customerPage.goto(`${journey.shop.url}/login`);
    await submitLogin(customerPage, ALEX);
    await customerPage.waitForURL((url) => url.pathname !== '/login');
    await addFromProductPage(customerPage, 'immunity-gummies', /Three bottles every quarter subscription/);
    await earlier.close();

    // Now a visitor on another browser: Sleep Gummies monthly ×2, then Log in from the header.
    await addFromProductPage(page, 'sleep-gummies', /One bottle a month subscription/, 1);
    await logInThroughSlider(page, ALEX);
    await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor({ state: 'detached' });
    // Still on the product page, now as Alex, the local cart merged and cleared.
    expect(new URL(page.url()).pathname).toBe('/shop/sleep-gummies');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Alex Berg' }).waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('helmsman:selected-product'))).toBeNull();
    await expect(drawerLines(page, '3 items')).resolves.toEqual([
      'Immunity Gummies|Three bottles every quarter subscription|1',
      'Sleep Gummies|One bottle a month subscription|2',
    ]);
  });

  it('two tabs logging in at once merge the local cart once', async () => {
    const { context } = journey;
    const [first, second] = [journey.page, await context.newPage()];
    await addFromProductPage(first, 'sleep-gummies', /One bottle a month subscription/, 2);
    await second.goto(`${journey.shop.url}/shop/sleep-gummies`);
    await appRuns(second, pageTitle('Sleep Gummies', defaultSiteConfig.brand));
    // The second tab holds the same local cart (the same storage): Cart, 3 items.
    await second.getByRole('button', { name: 'Cart, 3 items' }).waitFor();

    for (const tab of [first, second]) {
      await tab.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Log in' }).click();
      const slider = tab.getByRole('dialog', { name: 'Log in to your account' });
      await slider.getByLabel('Email').fill(SAM.email);
      await slider.getByLabel('Password', { exact: true }).fill(SAM.password);
    }
    const send = (tab: Page) =>
      tab
        .getByRole('dialog', { name: 'Log in to your account' })
        .getByRole('button', { name: 'Log in' })
        .click();
    await Promise.all([send(first), send(second)]);
    for (const tab of [first, second]) {
      await tab.getByRole('dialog', { name: 'Log in to your account' }).waitFor({ state: 'detached' });
    }
    await first.reload();
    await expect(drawerLines(first, '3 items')).resolves.toEqual([
      'Sleep Gummies|One bottle a month subscription|3',
    ]);
  });
});
