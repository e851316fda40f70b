import type { Page } from 'playwright-core';
import { ALEX, submitLogin } from './log-in.ts';

/**
 * Logs alex in and answers the rest of his ED visit (the demo data leaves it at the blood pressure),
 * which submits it: eligible, not paid. Journeys that need a submitted visit use a shop of their own, so
 * the others still find it unfinished.
 */
export async function submitAlexsEdVisit(page: Page, shopUrl: string): Promise<void> {
  const continueButton = () => page.getByRole('button', { name: 'Continue' });
  await page.goto(`${shopUrl}/login?next=${encodeURIComponent('/visit/ed/question/ed-blood-pressure')}`);
  await submitLogin(page, ALEX);
  await page.waitForURL(`${shopUrl}/visit/ed/question/ed-blood-pressure`);
  await page.getByText('Normal (below 140/90)').click();
  await continueButton().click();
  await page.waitForURL(`${shopUrl}/visit/ed/question/ed-conditions`);
  await page.getByRole('checkbox', { name: 'None of these' }).check();
  await continueButton().click();
  await page.waitForURL(`${shopUrl}/visit/ed/question/ed-medications`);
  await page.getByRole('textbox', { name: /Which medications/ }).fill('none');
  await continueButton().click();
  await page.waitForURL(`${shopUrl}/visit/ed/question/ed-previous-treatment`);
  await page.getByText('Never').click();
  await continueButton().click();
  // The last answer submits the visit: the question page says so, or the next step opens.
  await page.waitForFunction(
    () =>
      !location.pathname.includes('/question/') ||
      (document.querySelector('h1')?.textContent ?? '').includes('visit is complete'),
  );
}
