import { defaultSiteConfig } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { eventually } from './waits.ts';

// Only reads: the shared shop.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

const pages = [
  { path: '/supp', heading: 'Support' },
  { path: '/privacy', heading: 'Privacy Notice' },
  { path: '/terms', heading: 'Terms of Use and Sale' },
  { path: '/consent-to-telehealth', heading: 'Consent to Telehealth' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
];

describe('static pages, anonymous', () => {
  it.each(pages)('$path shows "$heading" without a login', async ({ path, heading }) => {
    await page.goto(`${shopUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    // Set in an effect after the page has rendered.
    await eventually(() => page.title()).toBe(`${heading} | Helmsman`);
  });

  it("/supp gives the site's support e-mail and phone", async () => {
    await page.goto(`${shopUrl}/supp`);
    const main = page.getByRole('main');
    const mail = main.getByRole('link', { name: defaultSiteConfig.supportEmail }).first();
    await expect(mail.getAttribute('href')).resolves.toBe(`mailto:${defaultSiteConfig.supportEmail}`);
    await expect(main.innerText()).resolves.toContain(defaultSiteConfig.supportPhone);
  });

  it('links from one page to the next in the footer', async () => {
    await page.goto(`${shopUrl}/supp`);
    // The page is prerendered: its links work before the app does, as plain page loads. The app's own
    // navigation is what is tested here, so wait for it to run the page (it sets the title).
    await eventually(() => page.title()).toBe('Support | Helmsman');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${shopUrl}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
  });
});
