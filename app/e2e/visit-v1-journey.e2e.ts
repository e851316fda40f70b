import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import { type StartedShop, startShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// A legacy API of the questionnaire's first generation for ED (save_question, get_next_question,
// get_previous_question): the same pages as on v2. A shop of its own, so alex's ED visit stays
// unfinished for the other journeys.
const journey = chromiumJourney();
let shop: StartedShop;
let page: Page;
beforeAll(async () => {
  shop = await startShop({ APP_DIR: inject('appDir'), SITE_QUESTIONNAIRE_V1: 'ed' });
});
afterAll(() => shop?.stop());
beforeEach(() => {
  ({ page } = journey);
});

const question = (text: string | RegExp) => page.getByRole('heading', { level: 1, name: text });
const continueButton = () => page.getByRole('button', { name: 'Continue' });
const backButton = () => page.getByRole('button', { name: 'Back' });
const at = (questionId: string) => page.waitForURL(`${shop.url}/visit/ed/question/${questionId}`);
const progress = () =>
  page.getByRole('progressbar', { name: 'Visit progress' }).getAttribute('aria-valuetext');

describe('the online visit on questionnaire v1 (SITE_QUESTIONNAIRE_V1=ed)', () => {
  it('resumes alex’s ED visit, goes back to the first question, checks the date of birth, resumes after a reload and submits', async () => {
    await logInAt(page, shop.url, '/visit/ed/question/ed-blood-pressure', ALEX);
    await question('What was your most recent blood pressure reading?').waitFor();
    await eventually(progress).toMatch(/^3 of about \d+ questions answered$/);

    // Back walks the saved answers to the first question, where there is no Back.
    await backButton().click();
    await at('ed-nitrates');
    await expect(page.getByRole('radio', { name: 'No' }).isChecked()).resolves.toBe(true);
    await backButton().click();
    await at('ed-symptoms');
    await expect(page.getByRole('radio', { name: 'Sometimes' }).isChecked()).resolves.toBe(true);
    await backButton().click();
    await at('ed-dob');
    const dob = page.getByRole('textbox', { name: 'What is your date of birth?' });
    await expect(dob.inputValue()).resolves.toBe('06/12/1984');
    await eventually(() => backButton().count()).toBe(0);

    await dob.fill('6/12/1984');
    await continueButton().click();
    await page.getByText('Date format must be MM/DD/YYYY.').waitFor();
    await dob.fill('06/12/1984');
    await continueButton().click();
    await at('ed-symptoms');
    await question('How often do you have trouble getting or keeping an erection?').waitFor();
    await continueButton().click();
    await at('ed-nitrates');
    await continueButton().click();
    await at('ed-blood-pressure');

    // The legacy API holds the visit's position: a reload finds it there.
    await page.reload();
    await question('What was your most recent blood pressure reading?').waitFor();
    await page.getByText('Normal (below 140/90)').click();
    await continueButton().click();
    await at('ed-conditions');
    await page.getByRole('checkbox', { name: 'None of these' }).check();
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
