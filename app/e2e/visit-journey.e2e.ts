import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, submitLogin } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Answers alex's ED visit to the end: a shop of its own, so the others still find it unfinished.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const question = (text: string | RegExp) => page.getByRole('heading', { level: 1, name: text });
const continueButton = () => page.getByRole('button', { name: 'Continue' });
const at = (questionId: string) => page.waitForURL(`${shop.url}/visit/ed/question/${questionId}`);

describe('the online visit, one question at a time', () => {
  it('resumes alex’s ED visit, checks answers, goes back, and submits it', async () => {
    await page.goto(`${shop.url}/login?next=${encodeURIComponent('/visit/ed/question/ed-blood-pressure')}`);
    await submitLogin(page, ALEX);
    await at('ed-blood-pressure');
    await question('What was your most recent blood pressure reading?').waitFor();

    await continueButton().click();
    await page.getByText('Please choose an answer.').waitFor();

    await page.getByText('High (140/90 or above)').click();
    await continueButton().click();
    await at('ed-systolic');
    // The new question's heading takes focus, so reading starts there (an effect, after it renders).
    await eventually(() =>
      question(/top number \(systolic\)/).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const systolic = page.getByRole('textbox', { name: /top number \(systolic\)/ });
    await systolic.fill('300');
    await continueButton().click();
    await page.getByText('Please enter a number from 70 to 260 mmHg.').waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await at('ed-blood-pressure');
    await expect(page.getByRole('radio', { name: 'High (140/90 or above)' }).isChecked()).resolves.toBe(true);

    // By keyboard: arrow keys move the choice, Enter submits.
    await page.getByRole('radio', { name: 'High (140/90 or above)' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: 'Normal (below 140/90)' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await at('ed-conditions');

    await page.getByRole('checkbox', { name: 'Diabetes' }).check();
    await page.getByRole('checkbox', { name: 'None of these' }).check();
    await expect(page.getByRole('checkbox', { name: 'Diabetes' }).isChecked()).resolves.toBe(false);
    await continueButton().click();
    await at('ed-medications');
    await page.getByRole('textbox', { name: /Which medications/ }).fill('none');
    await continueButton().click();
    await at('ed-previous-treatment');
    await page.getByText('Never').click();
    await continueButton().click();

    // The last answer submits the visit and leads to its risk result.
    await page.waitForURL(`${shop.url}/visit/ed/result`);
    await question('Good news: you can continue').waitFor();
    await page.goto(`${shop.url}/visit/ed/question/ed-previous-treatment`);
    await question('No visit in progress').waitFor();
  });
});
