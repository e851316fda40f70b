import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import { eventually } from './waits.ts';

// Alex's survey and rating add rows no other journey reads; the confirmation changes nothing else.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

/** Alex's shipped order (demo data): a customer with a doctor, so the confirmation names her. */
const ORDER = '100231';

describe('the visit confirmation', () => {
  it('shows the order and the doctor, takes the survey and a rating, and thanks for each; axe finds nothing', async () => {
    await logInAt(page, shopUrl, `/visit/ed/confirmation/${ORDER}`, ALEX);
    await page.getByRole('heading', { level: 1, name: 'Your visit is with the doctor' }).waitFor();
    await eventually(() => page.title()).toBe('Online visit | Helmsman');
    await page.getByText(ORDER, { exact: true }).waitFor();
    const doctor = page.getByRole('region', { name: 'Your doctor' });
    await doctor.getByRole('heading', { name: 'Dr. Maya Lindqvist, MD' }).waitFor();
    await page.getByText(/^Dr\. Lindqvist will review your visit, usually within/).waitFor();
    await expect(page.getByRole('link', { name: 'your messages' }).getAttribute('href')).resolves.toBe(
      '/messages',
    );
    await expect(axeViolations(page)).resolves.toEqual([]);

    const survey = page.getByRole('region', { name: 'Tell us about your visit (optional)' });
    await survey.getByRole('radio', { name: 'Very easy' }).check();
    await survey.getByLabel('How long did it take?').selectOption('15');
    await survey.getByRole('button', { name: 'Send answers' }).click();
    await survey.getByText('Thank you for your answers').waitFor();

    const rating = page.getByRole('region', { name: 'Rate your visit (optional)' });
    await rating.getByRole('radio', { name: '5 stars' }).click();
    await rating.getByLabel('Your comment').fill('Clear and quick.');
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await rating.getByText('Thank you for your rating').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it("says an order number that is not the customer's is not found", async () => {
    await logInAt(page, shopUrl, '/visit/ed/confirmation/100234', ALEX);
    await page.getByRole('alert').getByText('We could not find that order on your account.').waitFor();
  });
});
