import { outboxDir } from '@helmsman/lapi-server';
import { readOutbox } from '@helmsman/lapi-server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectChromium } from './browser.ts';
import { ALEX, logInAt } from './log-in.ts';
import { type StartedShop, startShop } from './start-shop.ts';
import { eventually } from './waits.ts';

/**
 * Subscriptions that renew (issue 13, point 8), by a test clock: a shop whose legacy API runs 30 days
 * ahead finds both of Alex's subscriptions due (the demo ships them 19 and 25 days after it is seeded)
 * and renews them at start-up. His card on file is the processor's declining card, so each renewal is
 * a Declined order with the billing notice and an e-mail. Exactly once is the legacy API's tests' (two
 * servers on one Postgres); here the orders must not double on a reload either.
 */
let shop: StartedShop;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([
    startShop({ APP_DIR: inject('appDir'), LAPI_CLOCK_OFFSET_DAYS: '30' }),
    connectChromium(inject('chromiumWsEndpoint')),
  ]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
});
afterAll(async () => {
  await Promise.all([browser?.close(), shop?.stop()]);
});

const declinedMails = async () =>
  (await readOutbox(outboxDir(shop.dataDir))).filter(
    (message) => message.subject === 'Your subscription payment was declined',
  );

describe('renewals', () => {
  it("renews Alex's due subscriptions once: Declined orders with the billing notice, one e-mail each", async () => {
    // The start-up run does not hold up the shop's start: wait for its e-mails.
    await eventually(async () => (await declinedMails()).length).toBe(2);
    const mails = await declinedMails();
    for (const mail of mails) {
      expect(mail.to).toBe(ALEX.email);
      expect(mail.text).toContain('/accounts/editPaymentMethod');
    }

    await logInAt(page, shop.url, '/orders', ALEX);
    const declined = page.locator('article[data-status="declined"]');
    // 100233 of the demo, and the two renewals.
    await eventually(() => declined.count()).toBe(3);
    await expect(page.locator('main').innerText()).resolves.toContain('Semaglutide Weight Programme');
    await expect(page.getByRole('link', { name: 'Update payment method' }).first().isVisible()).resolves.toBe(
      true,
    );

    await page.reload();
    await eventually(() => declined.count()).toBe(3);
    await expect(declinedMails()).resolves.toHaveLength(2);
  });
});
