import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import { ordersOfPage } from './orders-of-page.ts';
import type { StartedShop } from './start-shop.ts';

// Answers alex's ED visit to a stop: a shop of its own, so the other journeys still find it unfinished.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const heading = (text: string | RegExp) => page.getByRole('heading', { level: 1, name: text });
const continueButton = () => page.getByRole('button', { name: 'Continue' });
const at = (path: string) => page.waitForURL(`${shop.url}${path}`);

describe('the online visit stops where the treatment is not safe', () => {
  it('a systolic reading of 190 ends at the risk result, with the reason and no order', async () => {
    await logInAt(page, shop.url, '/visit/ed/question/ed-blood-pressure', ALEX);
    const ordersBefore = await ordersOfPage(page);

    await page.getByText('High (140/90 or above)').click();
    await continueButton().click();
    await at('/visit/ed/question/ed-systolic');
    await page.getByRole('textbox', { name: /top number \(systolic\)/ }).fill('190');
    await continueButton().click();
    await at('/visit/ed/question/ed-conditions');
    await page.getByRole('checkbox', { name: 'None of these' }).check();
    await continueButton().click();
    await at('/visit/ed/question/ed-medications');
    await page.getByRole('textbox', { name: /Which medications/ }).fill('none');
    await continueButton().click();
    await at('/visit/ed/question/ed-previous-treatment');
    await page.getByText('Never').click();
    await continueButton().click();

    // The last answer leads to the result: a stop, the reason in plain words, no way on to an order.
    await at('/visit/ed/result');
    await heading("We can't treat you online").waitFor();
    await expect(page.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      'Systolic blood pressure of 180 mmHg or more.',
    ]);
    await expect(page.getByRole('link', { name: 'Continue' }).count()).resolves.toBe(0);
    await expect(page.getByRole('main').innerText()).resolves.toContain('nothing has been ordered');
    await expect(axeViolations(page)).resolves.toEqual([]);

    // A reload asks again and finds the same stop; no order was placed.
    await page.reload();
    await heading("We can't treat you online").waitFor();
    await expect(ordersOfPage(page)).resolves.toEqual(ordersBefore);
    // No answer of the visit is kept in the browser's storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }).toLowerCase(),
    );
    expect(stored).not.toContain('190');
  });

  it('the treatment step saves the preferences and goes on to the add-ons', async () => {
    // Alex's ED visit was submitted by the previous test: the preferences apply to it.
    await logInAt(page, shop.url, '/visit/ed/treatment', ALEX);
    await heading('Your treatment').waitFor();
    // The form starts from what the visit has saved: the demo visit's drug and dosage, nothing billed yet.
    await expect(page.getByLabel('MEDICATION').inputValue()).resolves.toBe('sildenafil');
    await expect(page.getByLabel('DOSAGE').inputValue()).resolves.toBe('50 mg');
    await continueButton().click();
    await page.getByText('Choose how often you are billed.').waitFor();

    await page.getByLabel('MEDICATION').selectOption('tadalafil');
    await page.getByLabel('DOSAGE').selectOption('5 mg');
    await page.getByLabel('BILLED').selectOption('QUARTERLY');
    await page.getByLabel('SHIPPED').selectOption('MONTHLY');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await continueButton().click();
    await at('/visit/ed/add-ons');

    // Back in the same tab shows what was saved, and so does a reload (read back from the visit).
    await page.goBack();
    await heading('Your treatment').waitFor();
    await expect(page.getByLabel('MEDICATION').inputValue()).resolves.toBe('tadalafil');
    await expect(page.getByLabel('DOSAGE').inputValue()).resolves.toBe('5 mg');
    await page.reload();
    await heading('Your treatment').waitFor();
    await expect(page.getByLabel('MEDICATION').inputValue()).resolves.toBe('tadalafil');
    await expect(page.getByLabel('DOSAGE').inputValue()).resolves.toBe('5 mg');
    await expect(page.getByLabel('BILLED').inputValue()).resolves.toBe('QUARTERLY');
  });
});
