import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from '../e2e/journey.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../src/routing/route-preloads.ts';

/**
 * The built app in Chromium preloads from dist/route-preloads.json what Vite's lists in the entry used
 * to (build/route-assets.ts): all of a route's chunks as the app navigates to it, and the login
 * slider's as it loads. Beside the budget test, which keeps those lists out of the entry.
 */

const journey = chromiumJourney();
const preloads = JSON.parse(
  readFileSync(path.join(inject('appDir'), ROUTE_PRELOADS_FILE), 'utf8'),
) as RoutePreloads;
const filesOf = (indexes: number[] | undefined) => (indexes ?? []).map((index) => preloads.files[index]);

function preloaded(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
}

/**
 * /shop as a visitor opens it, once it has fetched the lists and loaded the cart drawer. The drawer
 * loads after hydration through Vite's own preload helper (site-frame.tsx is a route chunk, not the
 * entry), which appends its links in one go before the chunk's request: waiting for that request keeps
 * them out of what the next navigation is compared with, whichever comes first.
 */
async function openShop(page: Page): Promise<void> {
  const lists = page.waitForResponse((response) => response.url().endsWith(`/${ROUTE_PRELOADS_FILE}`));
  const drawer = page.waitForResponse((response) =>
    /\/assets\/site-cart-drawer-[^/]+\.js$/.test(response.url()),
  );
  await page.goto(`${inject('shopUrl')}/shop`);
  await page.getByRole('heading', { level: 1, name: 'Shop gummies' }).waitFor();
  expect((await lists).ok()).toBe(true);
  expect((await drawer).ok()).toBe(true);
}

describe('preloading from route-preloads.json', () => {
  it('preloads every chunk of the route navigated to, and nothing more', async () => {
    const { page } = journey;
    await openShop(page);
    // A prerendered page paints before its scripts load: its HTML preloads none of them (the gateway's
    // scripts-after-paint.ts), and what the page loaded since is not what a navigation adds.
    const html = await (await page.request.get(`${inject('shopUrl')}/shop`)).text();
    expect(html).not.toContain('modulepreload');
    expect(filesOf(preloads.routes['/shop']).length).toBeGreaterThan(0);
    const fromHtml = await preloaded(page);

    await page.getByRole('link', { name: 'Sleep Gummies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sleep Gummies' }).waitFor();
    const product = filesOf(preloads.routes['/shop/sleep-gummies']);
    expect(product.length).toBeGreaterThan(0);
    expect(await preloaded(page)).toEqual([...fromHtml, ...product]);
  });

  it("preloads the login slider's chunks as it loads", async () => {
    const { page } = journey;
    await openShop(page);
    await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor();
    const slider = filesOf(preloads.modules['src/session/login-slider.tsx']);
    expect(slider.length).toBeGreaterThan(0);
    expect(await preloaded(page)).toEqual(expect.arrayContaining(slider));
  });
});
