import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { submitAlexsEdVisit } from './alex-ed-visit.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, submitLogin } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';

// Submits alex's ED visit without paying it: a shop of its own, so the others find it unfinished.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

describe('a visit whose questions are done, not yet paid', () => {
  it('resumes at its result on another browser after login', async () => {
    await submitAlexsEdVisit(page, shop.url);

    // Another day, another device: nothing of the first browser's store is there.
    const second = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const other = await second.newPage();
      await other.goto(`${shop.url}/login?next=${encodeURIComponent('/visit/ed')}`);
      await submitLogin(other, ALEX);
      await other.waitForURL(`${shop.url}/visit/ed`);
      await other.getByLabel('STATE').selectOption({ label: 'Illinois' });
      await other.getByRole('button', { name: 'Continue' }).click();
      await other.waitForURL(`${shop.url}/visit/ed/result`);
      await other.getByRole('heading', { level: 1, name: 'Good news: you can continue' }).waitFor();
      await expect(other.getByRole('link', { name: 'Continue' }).getAttribute('href')).resolves.toBe(
        '/visit/ed/photo',
      );
    } finally {
      await second.close();
    }
  });
});
