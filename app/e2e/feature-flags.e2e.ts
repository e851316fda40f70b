import { defaultSiteConfig, messages } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, submitLogin } from './log-in.ts';
import { type StartedShop, startShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Alex's unfinished ED visit, where the legacy API resumes it ('Finish' on his pending order).
const visitPath = '/visit/ed/question/ed-blood-pressure';
const bloodPressure = 'What was your most recent blood pressure reading?';

const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

async function logIn(shopUrl: string) {
  await page.goto(`${shopUrl}/login`);
  await submitLogin(page, ALEX);
  await page.waitForURL((url) => url.pathname !== '/login');
}

const noAccess = () => page.getByRole('heading', { level: 1, name: messages.noAccessTitle });

describe('with the online visit switched off (FEATURES_DISABLED=onlineVisit)', () => {
  let shop: StartedShop;
  beforeAll(async () => {
    shop = await startShop({ APP_DIR: inject('appDir'), FEATURES_DISABLED: 'onlineVisit' });
  });
  afterAll(() => shop?.stop());

  it('shows the no-access page at the visit destination, whose link goes home', async () => {
    await page.goto(`${shop.url}${visitPath}`);
    await noAccess().waitFor();
    await page.getByText("You don't have access to this feature.").waitFor();
    await eventually(() => page.title()).toBe(`${messages.noAccessTitle} | Helmsman`);
    // Before any login: nobody should log in for a feature that is off.
    expect(new URL(page.url()).pathname).toBe(visitPath);

    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/visit/'));
    // The URL changes first, then the new route renders in place of the notice.
    await eventually(() => noAccess().count()).toBe(0);
  });

  it('leads a treatment of the home page to the no-access page, before any login', async () => {
    await page.goto(`${shop.url}/`);
    await eventually(() => page.title()).toBe(defaultSiteConfig.title);
    const treatments = page.getByRole('region', { name: 'Treatments' });
    await treatments.getByRole('link', { name: 'Sleep', exact: true }).click();
    await page.waitForURL(`${shop.url}/treatments/sleep`);
    await noAccess().waitFor();
  });

  it('keeps it off for a logged-in customer; login itself still works', async () => {
    await logIn(shop.url);
    await page.goto(`${shop.url}${visitPath}`);
    await noAccess().waitFor();
    await expect(page.getByText(bloodPressure).count()).resolves.toBe(0);
  });
});

describe('with login switched off (FEATURES_DISABLED=login)', () => {
  let shop: StartedShop;
  beforeAll(async () => {
    shop = await startShop({ APP_DIR: inject('appDir'), FEATURES_DISABLED: 'login' });
  });
  afterAll(() => shop?.stop());

  it('shows the no-access page at /login and /reset-password', async () => {
    for (const path of ['/login', '/reset-password']) {
      await page.goto(`${shop.url}${path}`);
      await noAccess().waitFor();
      await expect(page.getByLabel('Email').count()).resolves.toBe(0);
      await expect(page.getByLabel('E-MAIL').count()).resolves.toBe(0);
    }
  });
});

describe('with every feature on (the shared shop)', () => {
  const shopUrl = inject('shopUrl');

  it('sends a logged-out visitor of the visit to log in, and back', async () => {
    await page.goto(`${shopUrl}${visitPath}`);
    await page.waitForURL(`${shopUrl}/login?next=${encodeURIComponent(visitPath)}`);
  });

  it("shows alex's visit question where the legacy API resumes it (read only)", async () => {
    await logIn(shopUrl);
    await page.goto(`${shopUrl}${visitPath}`);
    await page.getByRole('heading', { level: 1, name: bloodPressure }).waitFor();
    await eventually(() => page.title()).toBe('Online visit | Helmsman');
    await expect(page.getByRole('radio').count()).resolves.toBe(4);
    await expect(page.getByRole('button', { name: 'Back' }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('progressbar', { name: 'Visit progress' }).getAttribute('aria-valuenow'),
    ).resolves.toBe('3');
    await expect(noAccess().count()).resolves.toBe(0);
  });

  it('puts the path right when it names a question the visit is not at', async () => {
    await logIn(shopUrl);
    await page.goto(`${shopUrl}/visit/ed/question/ed-dob`);
    await page.waitForURL(`${shopUrl}${visitPath}`);
    await page.getByRole('heading', { level: 1, name: bloodPressure }).waitFor();
  });
});
