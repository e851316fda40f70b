import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumJourney } from './journey.ts';
import { textedCode } from './outbox.ts';
import type { StartedShop } from './start-shop.ts';

// Reads the texts the legacy API writes to its outbox: a shop of its own, whose data directory is known.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe("an online visit's account step", () => {
  it('a visitor signs up inline, verifies their phone with the texted code and reaches the first question', async () => {
    await page.goto(`${shop.url}/visit/ed`);
    await heading('Where do you live?').waitFor();
    await page.getByLabel('STATE').selectOption({ label: 'Illinois' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Good news: we treat erectile dysfunction in Illinois.').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();

    await page.waitForURL(`${shop.url}/visit/ed/account`);
    await heading('Create your account').waitFor();
    await page.getByLabel('Email').fill(`visit.${Date.now()}@helmsman.test`);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Password', { exact: true }).fill('Longship7');
    await page.getByText(/^I agree to the Terms/).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Create account and continue' }).click();

    await page.waitForURL(`${shop.url}/visit/ed/phone`);
    await heading('Your phone number').waitFor();
    await page.getByLabel('Mobile phone').fill('(312) 555-0147');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await heading('Enter the code').waitFor();
    await page.getByText(/We texted a 6-digit code to \(•••\) •••-0147/).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const code = await textedCode(shop, '+13125550147');

    // A wrong code is refused with the legacy API's message; the right one goes on.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('The code is incorrect or has expired.').waitFor();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(new RegExp(`^${shop.url}/visit/ed/question/[\\w-]+$`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Neither the phone nor the code is kept in the browser.
    const stored = await page.evaluate(() => ({ ...localStorage, ...sessionStorage }));
    expect(JSON.stringify(stored)).not.toMatch(/555-0147|5550147/);
    expect(JSON.stringify(stored)).not.toContain(code);
  });
});
