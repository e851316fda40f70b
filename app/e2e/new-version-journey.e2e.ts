import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { type StartedShop, startShop } from './start-shop.ts';
import { eventually } from './waits.ts';

const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

const banner = () => page.getByRole('complementary', { name: 'Site update' });
const isBuildJson = (url: string) => new URL(url).pathname === '/build.json';

/** What a customer coming back to the tab sets off: the watch asks at once (the tab stays visible here). */
const tabShownAgain = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** Opens /login and waits until the app runs it (it sets the title) and has registered the visit. */
async function openLogin(shopUrl: string) {
  await page.goto(`${shopUrl}/login`);
  await eventually(() => page.title()).toBe('Log in | Helmsman');
  // The click registration, like the version watch, starts after the first paint.
  await eventually(() => page.evaluate(() => sessionStorage.getItem('helmsman:clickId'))).not.toBeNull();
}

describe('with SITE_NEW_VERSION_CHECK=true, on a shop whose app is replaced while a tab is open', () => {
  let shop: StartedShop;
  let appDir: string;
  beforeAll(async () => {
    // A copy of the run's build (and its prerenderer beside it) that this test may deploy over.
    appDir = path.join(await mkdtemp(path.join(tmpdir(), 'helmsman-e2e-deploy-')), 'dist');
    await cp(inject('appDir'), appDir, { recursive: true });
    await cp(`${inject('appDir')}-server`, `${appDir}-server`, { recursive: true });
    shop = await startShop({ APP_DIR: appDir, SITE_NEW_VERSION_CHECK: 'true' });
  });
  afterAll(async () => {
    await shop?.stop();
    if (appDir) await rm(path.dirname(appDir), { recursive: true, force: true });
  });

  it("shows 'A new version of the site is available', and Reload loads the page anew", async () => {
    const answered: string[] = [];
    page.on('requestfinished', (request) => {
      if (isBuildJson(request.url())) answered.push(request.url());
    });
    await openLogin(shop.url);
    // The same build: asked, and nothing to announce.
    await eventually(async () => {
      await tabShownAgain();
      return answered.length;
    }).toBeGreaterThan(0);
    await expect(banner().count()).resolves.toBe(0);

    await page.evaluate(() => Object.assign(window, { beforeTheDeploy: true }));
    await writeFile(
      path.join(appDir, 'build.json'),
      `${JSON.stringify({ id: 'deployed-after-the-tab-opened' })}\n`,
    );
    await eventually(async () => {
      await tabShownAgain();
      return banner().count();
    }).toBe(1);
    await expect(banner().innerText()).resolves.toContain('A new version of the site is available');

    // By keyboard: the banner's button is reachable and works like any other.
    await banner().getByRole('button', { name: 'Reload' }).focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await eventually(() => page.evaluate(() => 'beforeTheDeploy' in window)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/login');
    await eventually(() => page.title()).toBe('Log in | Helmsman');
    await expect(banner().count()).resolves.toBe(0);
  });
});

describe('with the check off (the default)', () => {
  it('never asks for /build.json nor loads the banner, though the shop serves it', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isBuildJson(request.url()) || request.url().includes('new-version-check'))
        asked.push(request.url());
    });
    await openLogin(inject('shopUrl'));
    await tabShownAgain();
    const served = await fetch(`${inject('shopUrl')}/build.json`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(await served.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(asked).toEqual([]);
  });
});
