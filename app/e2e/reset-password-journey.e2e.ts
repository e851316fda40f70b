import { messages } from '@helmsman/domain';
import { outboxDir } from '@helmsman/lapi-server';
import { waitForResetLink } from '@helmsman/lapi-server/testing';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLICK_ID_KEY } from '../src/session/click-registration.ts';
import { chromiumJourney } from './journey.ts';
import { submitLogin } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Changes alex's password: a shop of its own, so the other journeys keep logging in as before.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const alex = 'alex@helmsman.test';
const newPassword = 'Ragnarok1';

function logIn(password: string) {
  return submitLogin(page, { email: alex, password });
}

describe('forgot password: request a link, follow it, choose a new password', () => {
  it('resets alex’s password through the e-mailed link; the old password stops working', async () => {
    await page.goto(`${shop.url}/login`);
    // Prerendered: wait for the app to run the page (it sets the title) before following its link.
    await eventually(() => page.title()).toBe('Log in | Helmsman');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${shop.url}/reset-password`);
    // Set by the page once it has rendered, which may be just after the URL changed.
    await eventually(() => page.title()).toBe('Reset Password | Helmsman');
    await expect(page.getByRole('link', { name: 'Helmsman home' }).getAttribute('href')).resolves.toBe('/');

    const email = page.getByLabel('E-MAIL');
    await email.fill(alex);
    // The visit registered its click (after the first paint): the request carries its id (clicks_id).
    const readClickId = () => page.evaluate((key) => sessionStorage.getItem(key), CLICK_ID_KEY);
    await eventually(readClickId).toMatch(/^\d+$/);
    const resetRequest = page.waitForRequest((request) =>
      (request.postData() ?? '').includes('mutation RequestPasswordReset'),
    );
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect((await resetRequest).postDataJSON().variables.input).toEqual({
      email: alex,
      clickId: await readClickId(),
    });
    await page.getByText(messages.resetRequestSent).waitFor();
    // The app's toast shows before the form it answered has been cleared.
    await eventually(() => email.inputValue()).toBe('');

    const link = await waitForResetLink(outboxDir(shop.dataDir), alex);
    expect(link.startsWith(`${shop.url}/reset-password?id=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Update Password' }).waitFor();
    await eventually(() => page.title()).toBe('Update Password | Helmsman');
    await page.getByLabel('PASSWORD', { exact: true }).fill(newPassword);
    await page.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Ragnarok2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Passwords must match').waitFor();

    await page.getByLabel('CONFIRM PASSWORD', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(`${shop.url}/login`);

    // The link works once: opened again, the server's message shows under the form.
    await page.goto(link);
    await page.getByLabel('PASSWORD', { exact: true }).fill('Valhalla9');
    await page.getByLabel('CONFIRM PASSWORD', { exact: true }).fill('Valhalla9');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toContain(
      'This password reset link has expired or was already used.',
    );

    await page.goto(`${shop.url}/login`);
    await logIn('Valhalla1');
    await page.getByText(messages.invalidCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(newPassword);
    await page.waitForURL((url) => url.pathname !== '/login');

    // Logged in, the login-only page sends the customer on to their account.
    await page.goto(`${shop.url}/reset-password`);
    await page.waitForURL((url) => url.pathname !== '/reset-password');
  });

  it("shows 'Email is required' and 'Invalid Email' before anything is sent", async () => {
    await page.goto(`${shop.url}/reset-password`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('E-MAIL').fill('alex@');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Invalid Email').waitFor();
  });
});
