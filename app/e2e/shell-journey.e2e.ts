import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, submitLogin } from './log-in.ts';
import { eventually, settledWidth } from './waits.ts';

/**
 * The customer shell, the cart drawer and click registration. This journey changes alex's cart, so it
 * runs on a shop of its own (the other journeys read the shared shop's data).
 */

const journey = chromiumJourney({ ownShop: true });
let shopUrl: string;
let page: Page;
beforeEach(() => {
  ({ page } = journey);
  shopUrl = journey.shop.url;
});

function logIn() {
  return submitLogin(page, ALEX);
}

async function logInAt(path: string) {
  await page.goto(`${shopUrl}/login?next=${encodeURIComponent(path)}`);
  await logIn();
  await page.waitForURL(`${shopUrl}${path}`);
}

/** A GraphQL call from the page, with its session cookie and the CSRF header, as the app makes them. */
function graphqlFromPage<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as T;
    },
    { query, variables },
  );
}

async function emptyCart() {
  const { data } = await graphqlFromPage<{ data: { cart: { items: { productId: string }[] } } }>(
    '{ cart { items { productId } } }',
  );
  for (const { productId } of data.cart.items) {
    await graphqlFromPage('mutation ($id: ID!) { removeFromCart(productId: $id) { itemCount } }', {
      id: productId,
    });
  }
}

const ADD = 'mutation ($id: ID!, $quantity: Int) { addToCart(productId: $id, quantity: $quantity) { ok } }';

describe('the customer shell', () => {
  it('sends a logged-out visitor of /orders to /login and back after login', async () => {
    await page.goto(`${shopUrl}/orders`);
    await page.waitForURL(`${shopUrl}/login?next=%2Forders`);
    await logIn();
    await page.waitForURL(`${shopUrl}/orders`);
    await page.getByText('Customer: 582731', { exact: true }).waitFor();
    await eventually(() => page.title()).toBe('Orders | Helmsman');
  });

  it('shows the menu as a 270px slide-over behind the hamburger on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logInAt('/orders');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('Customer: 582731', { exact: true }).waitFor();
    expect(await settledWidth(menu)).toBe(270);
    // Alex has a SKY GLP subscription: Health data is in the menu.
    await menu.getByRole('link', { name: 'Health data' }).waitFor();
  });
});

describe('the toast region', () => {
  /** The focused element's toast region: its name and whether it sits at the bottom right. */
  const focusedRegion = () =>
    page.evaluate(() => {
      const region = document.activeElement?.closest('[aria-label$="(F8)"]');
      if (!region) return null;
      const box = region.getBoundingClientRect();
      return {
        name: region.getAttribute('aria-label'),
        bottomRight: box.right > window.innerWidth / 2 && box.bottom > window.innerHeight / 2,
      };
    });

  it('takes the focus on F8: bottom right in the customer area, top right elsewhere', async () => {
    await page.goto(`${shopUrl}/reset-password`);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    // The site's toast region loads after the page has painted: press F8 once it is there.
    await page.locator('[aria-label$="(F8)"]').waitFor({ state: 'attached' });
    await page.keyboard.press('F8');
    await eventually(focusedRegion).toEqual({ name: 'Notifications (F8)', bottomRight: false });

    await page.goto(`${shopUrl}/login?next=%2Forders`);
    await logIn();
    await page.waitForURL(`${shopUrl}/orders`);
    await page.locator('article[id]').first().waitFor();
    // One region on a customer page: the shell's.
    await expect(page.locator('[aria-label$="(F8)"]').count()).resolves.toBe(1);
    await page.keyboard.press('F8');
    await eventually(focusedRegion).toEqual({ name: 'Notifications (F8)', bottomRight: true });
  });
});

describe('the cart drawer', () => {
  it('opens 700px wide from the Cart link, full width under 920px, and Remove updates the badge', async () => {
    await logInAt('/orders');
    await emptyCart();
    await graphqlFromPage(ADD, { id: '40', quantity: 2 });
    await graphqlFromPage(ADD, { id: '31' });
    await page.reload();

    const nav = page.getByRole('navigation', { name: 'Customer area' });
    await nav.getByRole('link', { name: 'Cart 3 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    const lines = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await drawer.getByRole('button', { name: 'Remove Sleep Gummies' }).waitFor();
    expect(await lines.count()).toBe(2);
    expect(await settledWidth(drawer)).toBe(700);
    await drawer.getByText('3 items', { exact: true }).waitFor();

    await drawer.getByRole('button', { name: 'Remove Sleep Gummies' }).click();
    await drawer.getByText('1 item', { exact: true }).waitFor();
    expect(await lines.allInnerTexts()).toEqual([expect.stringContaining('Biotin Gummies')]);

    await page.setViewportSize({ width: 800, height: 900 });
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    await eventually(() => settledWidth(drawer)).toBe(viewportWidth);

    // The drawer is modal (the page behind it is hidden from assistive technology): close it to read
    // the badges, the compact top bar's at 800px and the sidebar's at 1280px.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await nav.getByRole('link', { name: 'Cart 1 item' }).waitFor();
  });

  it('opens on /cart: the home page with the drawer open', async () => {
    await logInAt('/orders');
    await page.goto(`${shopUrl}/cart`);
    await page.waitForURL(`${shopUrl}/dashboard`);
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  });
});

describe('a render failure', () => {
  it("shows 'Unexpected error' with Refresh and the support address, and reports it as critical", async () => {
    await logInAt('/orders');
    await emptyCart();
    await graphqlFromPage(ADD, { id: '40' });
    // A cart line the design system cannot render (an unknown frequency makes frequencyText throw).
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('query Cart')) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { cart: { items: { frequency: string }[] } } };
      for (const item of body.data.cart.items) item.frequency = 'WEEKLY';
      return route.fulfill({ response, json: body });
    });
    const notice = page.waitForRequest((request) => request.url().includes('/api/v3/projects/1/notices'));

    await page
      .getByRole('navigation', { name: 'Customer area' })
      .getByRole('link', { name: /^Cart/ })
      .click();
    await page.getByRole('heading', { name: 'Unexpected error' }).waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toContain('Our team has been notified.');
    expect(await page.getByRole('link', { name: 'support@helmsman.test' }).getAttribute('href')).toBe(
      'mailto:support@helmsman.test',
    );
    const sent = JSON.parse((await notice).postData() ?? '{}') as { context?: { severity?: string } };
    expect(sent.context?.severity).toBe('critical');

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Refresh page' }).click();
    await page.getByText('Customer: 582731', { exact: true }).waitFor();
  });
});

describe('click registration', () => {
  const clickId = () => page.evaluate(() => sessionStorage.getItem('helmsman:clickId'));

  it('keeps the click id of a visit in session storage; a reload is the same visit, a new arrival a new one', async () => {
    await page.goto(`${shopUrl}/login?a=7&utm_source=newsletter`);
    // Registered by a call to the gateway (retried if it fails): it may take a moment.
    await eventually(clickId).toMatch(/^\d+$/);
    const first = await clickId();

    await page.reload();
    await page.getByLabel('Email').waitFor();
    expect(await clickId()).toBe(first);

    await page.goto(`${shopUrl}/login?a=8`);
    await eventually(clickId).not.toBe(first);
    expect(await clickId()).toMatch(/^\d+$/);
  });
});
