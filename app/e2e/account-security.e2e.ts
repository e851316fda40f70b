import { outboxDir } from '@helmsman/lapi-server';
import { readOutbox } from '@helmsman/lapi-server/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Ends alex's sessions and changes his e-mail, which other journeys log in with: a shop of its own.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const alex = ALEX;

/** Logs in on `on` through /login?next=<path> with alex's password (and his e-mail, or his new one). */
function logIn(on: Page, email: string, path = '/accounts') {
  return logInAt(on, shop.url, path, { email, password: alex.password });
}

/** The confirmation link of the newest mail to `to` in the shop's outbox (mail goes out after the answer). */
async function confirmationLink(to: string): Promise<string> {
  let link: string | undefined;
  await eventually(async () => {
    for (const message of await readOutbox(outboxDir(shop.dataDir))) {
      if (message.to.toLowerCase() !== to) continue;
      link = /https?:\/\/\S+\/confirm-email\?id=[\w-]+/.exec(message.text)?.[0];
      if (link) break;
    }
    return link !== undefined;
  }).toBe(true);
  return link as string;
}

describe('account security', () => {
  it("'Log out everywhere' ends this session and the one on another device", async () => {
    let phone: BrowserContext | undefined;
    try {
      phone = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
      const phonePage = await phone.newPage();
      await logIn(phonePage, alex.email, '/orders');
      await logIn(page, alex.email);

      const devices = page.getByRole('region', { name: 'Logged-in devices' });
      await devices.getByRole('button', { name: 'Log out everywhere' }).click();
      await page.waitForURL(`${shop.url}/login`);

      // The other device's next page finds its session ended and goes to log in.
      await phonePage.goto(`${shop.url}/subscriptions`);
      await phonePage.waitForURL(/\/login/);
      // Logging in again works as ever.
      await logIn(page, alex.email);
    } finally {
      await phone?.close();
    }
  });

  it('changes the e-mail with the current password, once confirmed from the link sent to it', async () => {
    const newEmail = 'alex.berg@example.com';
    await logIn(page, alex.email);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Email').fill(newEmail);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Enter your current password to change your e-mail or phone.').waitFor();

    await form.getByLabel('Current password').fill(alex.password);
    await form.getByRole('button', { name: 'Save profile' }).click();
    const profile = page.getByRole('region', { name: 'Profile' });
    await eventually(() => profile.innerText()).toContain(`Changing to ${newEmail}`);
    await expect(profile.innerText()).resolves.toContain(alex.email);

    const link = await confirmationLink(newEmail);
    expect(link.startsWith(`${shop.url}/confirm-email?id=`)).toBe(true);
    await page.goto(link);
    await page.getByText(`From now on you log in with ${newEmail}`).waitFor();
    await eventually(() => page.title()).toBe('Confirm your e-mail | Helmsman');

    // Single use: the same link again says so.
    await page.goto(link);
    await page
      .getByRole('alert')
      .getByText('This confirmation link has expired or was already used.')
      .waitFor();

    // The new address is the login now.
    await page.goto(`${shop.url}/logout`);
    await page.waitForURL(`${shop.url}/login`);
    await logIn(page, newEmail);
    await eventually(() => page.getByRole('region', { name: 'Profile' }).innerText()).toContain(newEmail);
  });
});
