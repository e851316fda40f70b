import { defaultSiteConfig } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { SAM, submitLogin } from './log-in.ts';
import { keepPrerenderedElement, prerenderedCases, prerenderedStillOnPage } from './prerendered.ts';
import { eventually } from './waits.ts';

// Only reads: the shared shop.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

describe('prerendered public pages', () => {
  it.each(prerenderedCases)(
    '$path is taken over by React, not painted again',
    async ({ path, heading, title }) => {
      await page.addInitScript(keepPrerenderedElement);
      await page.goto(`${shopUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Set in an effect: React runs the page.
      await eventually(() => page.title()).toBe(title);
      await expect(prerenderedStillOnPage(page)).resolves.toBe(true);
    },
  );

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
