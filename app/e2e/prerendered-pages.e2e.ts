import { defaultSiteConfig, pageTitle } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { prerenderedRoutes } from '../build/routes.ts';
import { chromiumJourney } from './journey.ts';
import { SAM, submitLogin } from './log-in.ts';
import { keepPrerenderedElement, prerenderedStillOnPage } from './prerendered.ts';
import { eventually } from './waits.ts';

// Only reads: the shared shop.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

const titled = (title: string) => pageTitle(title, defaultSiteConfig.brand);

/** Each prerendered page, the heading its first view shows, and the title React then sets. */
const views: Record<keyof typeof prerenderedRoutes, { heading: string; title: string }> = {
  '/': { heading: defaultSiteConfig.title, title: defaultSiteConfig.title },
  '/shop': { heading: 'Shop gummies', title: titled('Shop') },
  '/shop/sleep-gummies': { heading: 'Sleep Gummies', title: titled('Sleep Gummies') },
  '/shop/biotin-gummies': { heading: 'Biotin Gummies', title: titled('Biotin Gummies') },
  '/shop/immunity-gummies': { heading: 'Immunity Gummies', title: titled('Immunity Gummies') },
  '/shop/holiday-bundle': { heading: 'Holiday Bundle Special', title: titled('Holiday Bundle Special') },
  '/treatments/ed': { heading: 'Erectile dysfunction', title: titled('Erectile dysfunction') },
  '/treatments/sleep': { heading: 'Sleep', title: titled('Sleep') },
  '/treatments/hair': { heading: 'Hair loss', title: titled('Hair loss') },
  '/treatments/sky-glp': { heading: 'Weight management', title: titled('Weight management') },
  '/login': { heading: 'Log in to your account', title: titled('Log in') },
  '/reset-password': { heading: 'Reset Password', title: titled('Reset Password') },
  '/confirm-email': { heading: 'Confirm your e-mail', title: titled('Confirm your e-mail') },
  '/supp': { heading: 'Support', title: titled('Support') },
  '/privacy': { heading: 'Privacy Notice', title: titled('Privacy Notice') },
  '/terms': { heading: 'Terms of Use and Sale', title: titled('Terms of Use and Sale') },
  '/consent-to-telehealth': { heading: 'Consent to Telehealth', title: titled('Consent to Telehealth') },
  '/faq': { heading: 'Frequently Asked Questions', title: titled('Frequently Asked Questions') },
};
const cases = Object.entries(views).map(([path, view]) => ({ path, ...view }));

describe('prerendered public pages', () => {
  it.each(cases)(
    '$path shows "$heading" from its HTML alone, with JavaScript off',
    async ({ path, heading }) => {
      const context = await journey.browser.newContext({ javaScriptEnabled: false });
      try {
        const noScript = await context.newPage();
        await noScript.goto(`${shopUrl}${path}`);
        const h1 = noScript.getByRole('heading', { level: 1, name: heading });
        await expect(h1.count()).resolves.toBe(1);
        // The site configuration the page was rendered with is the gateway's own.
        await expect(noScript.locator('#root').innerHTML()).resolves.toContain(defaultSiteConfig.brand);
        // A form cannot be sent before the app runs (natively it would be a GET with the password in
        // the URL): its fields and button are disabled in the HTML.
        const controls = await noScript.locator('form input, form button[type="submit"]').all();
        if (path === '/login' || path === '/reset-password') expect(controls.length).toBeGreaterThan(1);
        for (const control of controls) await expect(control.isEnabled()).resolves.toBe(false);
      } finally {
        await context.close();
      }
    },
  );

  it.each(cases)('$path is taken over by React, not painted again', async ({ path, heading, title }) => {
    await page.addInitScript(keepPrerenderedElement);
    await page.goto(`${shopUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Set in an effect: React runs the page.
    await eventually(() => page.title()).toBe(title);
    await expect(prerenderedStillOnPage(page)).resolves.toBe(true);
  });

  it("/login's form works once React has taken it over: the field rules, then a login", async () => {
    await page.addInitScript(keepPrerenderedElement);
    await page.goto(`${shopUrl}/login?next=${encodeURIComponent('/orders')}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is required').waitFor();
    await expect(prerenderedStillOnPage(page)).resolves.toBe(true);
    await submitLogin(page, SAM);
    await page.waitForURL(`${shopUrl}/orders`);
  });

  it('a logged-in customer opening /login is sent on, as before (the prerendered form is not kept)', async () => {
    await page.goto(`${shopUrl}/login`);
    await submitLogin(page, SAM);
    await page.waitForURL(`${shopUrl}${defaultSiteConfig.loggedInRedirect}`);
    await page.goto(`${shopUrl}/login`);
    await page.waitForURL(`${shopUrl}${defaultSiteConfig.loggedInRedirect}`);
    await expect(page.getByRole('heading', { name: 'Log in to your account' }).count()).resolves.toBe(0);
  });

  it('/reset-password with a token is left to the browser: the new-password form', async () => {
    const response = await page.goto(`${shopUrl}/reset-password?id=not-a-real-token`);
    expect(await response?.text()).toContain('<div id="root"></div>');
    await page.getByRole('heading', { level: 1, name: 'Update Password' }).waitFor();
  });
});
