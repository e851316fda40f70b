import { messages } from '@helmsman/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, submitLogin } from './log-in.ts';
import { type StartedShop, startShop } from './start-shop.ts';

const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = journey);
});

describe('legacy URLs', () => {
  it('rewrites /#/{path} to /{path}', async () => {
    await page.goto(`${shopUrl}/#/orders`);
    // Logged out: the rewritten /orders sends the visitor to log in, remembering /orders.
    await page.waitForURL(`${shopUrl}/login?next=%2Forders`);
  });
});

/** Logs alex in at /login (which lands on /dashboard), then opens /orders and waits for its orders. */
async function logInAlexAt(url: string) {
  await page.goto(`${url}/login`);
  await submitLogin(page, ALEX);
  await page.waitForURL(`${url}/dashboard`);
  await page.goto(`${url}/orders`);
  await page.locator('article[id]').first().waitFor();
}

describe('order links', () => {
  it('/orders#100233 brings that order into view and focuses it', async () => {
    await logInAlexAt(shopUrl);
    await page.goto(`${shopUrl}/orders#100233`);
    const order = page.locator('article[id="100233"]');
    await order.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === '100233');
    const place = await order.evaluate((element) => {
      const { top } = element.getBoundingClientRect();
      return { top, viewport: window.innerHeight, scrolled: window.scrollY };
    });
    // Below the title bar and the pending orders at first: the page had to scroll to it.
    expect(place.scrolled).toBeGreaterThan(0);
    expect(place.top).toBeGreaterThanOrEqual(0);
    expect(place.top).toBeLessThan(place.viewport);
    await expect(order.getAttribute('data-highlighted')).resolves.toBe('');
    expect(page.url()).toBe(`${shopUrl}/orders#100233`);
  });

  it('/orders#nope goes to /orders', async () => {
    await logInAlexAt(shopUrl);
    await page.goto(`${shopUrl}/orders#nope`);
    await page.waitForURL(`${shopUrl}/orders`);
    await expect(page.locator('article[data-highlighted]').count()).resolves.toBe(0);
  });

  it('links a tracking number to its USPS tracking page, in a new tab', async () => {
    await logInAlexAt(shopUrl);
    const tracking = page
      .locator('article[id="100231"]')
      .getByRole('link', { name: /9400111899562834710231/ });
    await expect(tracking.getAttribute('href')).resolves.toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899562834710231',
    );
    await expect(tracking.getAttribute('target')).resolves.toBe('_blank');
    await expect(tracking.getAttribute('rel')).resolves.toContain('noopener');

    // Clicking opens the postal site in a new tab. The machine is offline, so the postal site's answer
    // is stood in for; what is checked is the address the browser went to and that the shop stays.
    await context.route('https://tools.usps.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>USPS Tracking</title>' }),
    );
    const [postal] = await Promise.all([context.waitForEvent('page'), tracking.click()]);
    await postal.waitForLoadState();
    expect(postal.url()).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899562834710231');
    await expect(postal.evaluate(() => window.opener)).resolves.toBeNull();
    expect(page.url()).toBe(`${shopUrl}/orders`);
  });
});

describe('log in, see your orders, log out', () => {
  it('sends a logged-out visitor of /orders to /login and back after login', async () => {
    await page.goto(`${shopUrl}/orders`);
    await page.waitForURL(`${shopUrl}/login?next=%2Forders`);
    await submitLogin(page, ALEX);
    await page.waitForURL(`${shopUrl}/orders`);
    // The title follows once the page has rendered (the customer shell may load first).
    await page.waitForFunction(() => document.title === 'Orders | Helmsman');
  });

  it("shows alex's orders with names, dates, totals and statuses, 'Declined' in red", async () => {
    await page.goto(`${shopUrl}/login`);
    await submitLogin(page, ALEX);
    await page.waitForURL(`${shopUrl}/dashboard`);
    await page.goto(`${shopUrl}/orders`);
    const orders = page.locator('article[id]');
    await orders.first().waitFor();
    expect(await orders.count()).toBe(3);
    const text = await page.locator('main').innerText();
    for (const expected of [
      'Sleep Gummies',
      'Biotin Gummies',
      'Immunity Gummies',
      'Shipped',
      'Declined',
      'Pending orders',
      'Sildenafil 50 mg',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/\$\d+\.\d{2}/);
    expect(text).toMatch(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/);

    const declinedTitle = page.locator('article[data-status="declined"] h3');
    const declinedColor = await declinedTitle.evaluate((el) => getComputedStyle(el).color);
    const otherColor = await page
      .locator('article:not([data-status="declined"]) h3')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = (declinedColor.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect(otherColor).not.toBe(declinedColor);

    // The billing flag points at the declined order: its card carries the notice and the link.
    const declinedCard = page.locator('article[data-status="declined"]');
    await expect(declinedCard.innerText()).resolves.toContain(
      'We were unable to process this order using the provided payment information. Please update your credit card details to resolve this issue.',
    );
    await expect(declinedCard.locator('a[href="/accounts/editPaymentMethod"]').count()).resolves.toBe(1);
  });

  it('logs out: local storage is empty and the old session cookie no longer works', async () => {
    await page.goto(`${shopUrl}/login`);
    await submitLogin(page, ALEX);
    await page.waitForURL(`${shopUrl}/dashboard`);
    await page.goto(`${shopUrl}/orders`);
    await page.locator('article[id]').first().waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'helmsman_session');
    expect(session?.httpOnly).toBe(true);

    // The menu header: first and last name, then 'Customer: {prospects_id}'.
    await page.getByText('Customer: 582731', { exact: true }).waitFor();
    await page.getByText('Alex Berg', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${shopUrl}/login`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'helmsman_session')).toBeUndefined();

    const replay = await fetch(`${shopUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        cookie: `helmsman_session=${session?.value}`,
      },
      body: JSON.stringify({ query: '{ orders { history { number } } }' }),
    });
    const body = (await replay.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await page.goto(`${shopUrl}/orders`);
    await page.waitForURL(`${shopUrl}/login?next=%2Forders`);
  });
});

// 'Finish' touches alex's online visit and 'Buy again' fills his cart, which other journeys read: these
// journeys have their own shop.
describe('finish a pending order, buy an order again', () => {
  let shop: StartedShop;
  beforeAll(async () => {
    shop = await startShop({ APP_DIR: inject('appDir') });
  });
  afterAll(() => shop?.stop());

  /** The session's cart as the gateway tells it, read from the page (its session cookie is httpOnly). */
  const cartOfPage = () =>
    page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query: '{ cart { items { productId quantity } } }' }),
      });
      const body = (await response.json()) as {
        data: { cart: { items: { productId: string; quantity: number }[] } };
      };
      return Object.fromEntries(body.data.cart.items.map((item) => [item.productId, item.quantity]));
    });

  it("shows alex's pending order; 'Finish' takes him to where his online visit goes on", async () => {
    await logInAlexAt(shop.url);
    const pending = page.getByRole('region', { name: 'Pending orders' });
    await expect(pending.innerText()).resolves.toContain('Sildenafil 50 mg');

    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('ResumeOrder'),
    );
    await pending.getByRole('button', { name: 'Finish order for Sildenafil 50 mg' }).click();
    const body = (await (await answered).json()) as {
      data: { resumeOrder: { ok: boolean; leadsId: string; destination: string } };
    };
    const { ok, leadsId, destination } = body.data.resumeOrder;
    expect(ok).toBe(true);
    expect(destination).toMatch(/^\/visit\/ed\/question\/[a-z0-9-]+$/);
    await page.waitForURL(`${shop.url}${destination}`);
    // The lead id the answer carried is the one the app keeps (spec section 7).
    const stored = await page.evaluate(() => localStorage.getItem('helmsman:login'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ leadsId, isLoggedIn: true });
  });

  it("'Finish' on the dashboard resumes the visit in place too", async () => {
    await logInAlexAt(shop.url);
    await page.goto(`${shop.url}/dashboard`);
    const attention = page.getByRole('region', { name: /Needs your attention/ });
    await attention.getByRole('button', { name: 'Finish order for Sildenafil 50 mg' }).click();
    await page.waitForURL(/\/visit\/ed\/question\/[a-z0-9-]+$/);
  });

  it("after a card update, 'Retry payment' pays the declined order and the billing problem is gone", async () => {
    await logInAlexAt(shop.url);
    const declined = page.locator('article[id="100233"]');
    // The card that declined is still on file: no retry yet.
    await expect(declined.getByRole('button', { name: 'Retry payment' }).count()).resolves.toBe(0);

    await declined.getByRole('link', { name: 'Update payment method' }).click();
    await page.waitForURL(`${shop.url}/accounts/editPaymentMethod`);
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiration (MM/YY)').fill('1230');
    await page.getByLabel('Security code').fill('123');
    await page.getByText(/^I authorize Helmsman to charge this card/).click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Payment method updated').waitFor();

    // The page leads back to the order the new card can pay.
    await page.getByRole('link', { name: 'Retry payment on order #100233' }).click();
    await page.waitForURL(`${shop.url}/orders#100233`);
    await declined.getByText('Retry payment charges $17.50 to it for this order.').waitFor();
    await declined.getByRole('button', { name: 'Retry payment' }).click();
    await page.getByRole('status', { name: 'Payment received' }).waitFor();
    await declined.getByText('Processing', { exact: true }).waitFor();
    await expect(declined.getByRole('button', { name: 'Retry payment' }).count()).resolves.toBe(0);
    await expect(declined.getByText(messages.billingProblem).count()).resolves.toBe(0);

    // Paid for good: after a reload the order is Processing, its title no longer red, Home all clear of it.
    await page.reload();
    await declined.getByRole('heading', { name: 'Order #100233' }).waitFor();
    await expect(declined.getAttribute('data-status')).resolves.toBeNull();
    await page.goto(`${shop.url}/dashboard`);
    await page.getByRole('region', { name: /Needs your attention/ }).waitFor();
    await expect(page.getByRole('article', { name: 'Payment declined' }).count()).resolves.toBe(0);
  });

  it("'Buy again' puts the products of a shipped order in alex's cart and says so", async () => {
    await logInAlexAt(shop.url);
    const before = await cartOfPage();
    const shipped = page.locator('article[id="100231"]');
    await shipped.getByRole('button', { name: 'Buy again order #100231' }).click();
    await page.getByRole('status', { name: 'Added to your cart' }).waitFor();
    await expect(shipped.innerText()).resolves.toContain('Added to your cart.');
    // Sleep Gummies and Immunity Gummies, one bottle each (catalogue ids 40 and 35).
    const after = await cartOfPage();
    expect(after[40]).toBe((before[40] ?? 0) + 1);
    // Immunity Gummies are sold one per order: there is one whatever the cart held.
    expect(after[35]).toBe(1);
  });
});
