import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser.ts';

const shopUrl = inject('shopUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  return () => context.close();
});

async function logIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('legacy URLs', () => {
  it('rewrites /#/{path} to /{path}', async () => {
    await page.goto(`${shopUrl}/#/orders`);
    // Logged out: the rewritten /orders sends the visitor to log in, remembering /orders.
    await page.waitForURL(`${shopUrl}/login?next=%2Forders`);
  });
});

describe('log in, see your orders, log out', () => {
  it('sends a logged-out visitor of /orders to /login and back after login', async () => {
    await page.goto(`${shopUrl}/orders`);
    await page.waitForURL(`${shopUrl}/login?next=%2Forders`);
    await logIn('alex@helmsman.test', 'Valhalla1');
    await page.waitForURL(`${shopUrl}/orders`);
    await expect(page.title()).resolves.toBe('Orders | Helmsman');
  });

  it("shows alex's orders with names, dates, totals and statuses, 'Declined' in red", async () => {
    await page.goto(`${shopUrl}/login`);
    await logIn('alex@helmsman.test', 'Valhalla1');
    await page.waitForURL(`${shopUrl}/orders`);
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
    expect(text).toMatch(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, 2026/);

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
    await logIn('alex@helmsman.test', 'Valhalla1');
    await page.waitForURL(`${shopUrl}/orders`);
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
