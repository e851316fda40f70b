import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import { ordersOfPage } from './orders-of-page.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually, offersSettled } from './waits.ts';

// Pays alex's unfinished ED visit: a shop of its own, so the other journeys still find it unpaid and
// her declining card on file.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

describe("the visit's treatment order", () => {
  it("sends her to the treatment step first, then pays with 4242…, orders once for a double click; the confirmation names the doctor and takes the survey and a rating; /orders and /messages show the order and the doctor's first message", async () => {
    await logInAt(page, shop.url, '/visit/ed/payment', ALEX);
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    // Her visit has a drug and a dosage, not yet how it is billed: nothing to order until it has.
    await page.getByText('Choose your treatment first').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Choose your treatment' }).click();
    await page.waitForURL(`${shop.url}/visit/ed/treatment`);
    await page.getByLabel('BILLED').selectOption('MONTHLY');
    await page.getByLabel('SHIPPED').selectOption('MONTHLY');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${shop.url}/visit/ed/add-ons`);
    const skip = page.getByRole('button', { name: 'Skip' });
    await offersSettled(page, skip);
    await skip.click();
    await page.waitForURL(`${shop.url}/visit/ed/payment`);

    const treatment = page.getByRole('region', { name: 'Your treatment' });
    await treatment.getByText('Sildenafil 50 mg').waitFor();
    await treatment.getByText('$30.00/month').waitFor();
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const ordersBefore = await ordersOfPage(page);

    await page.getByRole('radio', { name: 'A new card' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM/YY)').pressSequentially('1230');
    await page.getByLabel('Security code').fill('321');
    // Ark's checkbox: its input is hidden, its label takes the click.
    await page.getByText(/^I authorize Helmsman to charge this card/).click();
    await page.getByRole('button', { name: 'Place order' }).dblclick();

    await page.waitForURL(new RegExp(`^${shop.url}/visit/ed/confirmation/\\d+$`));
    const orderNumber = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const ordersAfter = await ordersOfPage(page);
    expect(ordersAfter.filter((number) => !ordersBefore.includes(number))).toEqual([orderNumber]);
    await expect(
      page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
    ).resolves.not.toMatch(/4242424242424242|4242 4242 4242 4242/);

    // The confirmation: the order, who reviews it and when, and the optional survey and rating.
    await page.getByRole('heading', { level: 1, name: 'Your visit is with the doctor' }).waitFor();
    await eventually(() => page.title()).toBe('Online visit | Helmsman');
    await page.getByText(orderNumber, { exact: true }).waitFor();
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

    await page.goto(`${shop.url}/orders`);
    await page.getByText(orderNumber).first().waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain('Sildenafil 50 mg');
    await page.goto(`${shop.url}/messages`);
    const first = page.getByText(/I will review your erectile dysfunction visit within/);
    await first.waitFor();
    await expect(first.count()).resolves.toBe(1);
  });
});
