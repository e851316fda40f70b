import { messages } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { eventually } from './waits.ts';

// An address no other journey uses, with no account behind it: its failures hold up nobody else (the
// limits count per account), and the shared shop's 100-a-day per address is far away.
const journey = chromiumJourney();
const email = 'rate-limit-journey@helmsman.test';

/** Sends the form and waits for the gateway's answer to the Login mutation. */
async function logIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && /\blogin\b/.test(response.request().postData() ?? ''),
    ),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

describe('login: too many failed attempts (issue 11)', () => {
  it('says when to try again, as the form’s error, after 5 failures; the typed e-mail stays', async () => {
    const { page } = journey;
    await page.goto(`${inject('shopUrl')}/login`);
    for (let i = 0; i < 5; i += 1) {
      await logIn(page, `Wrong-guess-${i}`);
      await page.getByText(messages.invalidCredentials).waitFor();
    }
    await logIn(page, 'Wrong-guess-5');
    // The wait counts down from 30 s (the lockout's length) while the 6th attempt is on its way.
    const alert = page.getByText(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    await alert.waitFor();
    const seconds = Number(/in (\d+) second/.exec(await alert.innerText())?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
    await expect(page.getByText(messages.invalidCredentials).count()).resolves.toBe(0);
    await eventually(() => page.getByLabel('Email').inputValue()).toBe(email);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
