import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { tinyPng } from './images.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, submitLogin } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Submits alex's ED visit and files a photo with it: a shop of its own, so the others find it unfinished.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const continueButton = () => page.getByRole('button', { name: 'Continue' });

/** Answers the rest of alex's ED visit (demo data leaves it at the blood pressure), which submits it. */
async function submitAlexsVisit() {
  await page.goto(`${shop.url}/login?next=${encodeURIComponent('/visit/ed/question/ed-blood-pressure')}`);
  await submitLogin(page, ALEX);
  await page.waitForURL(`${shop.url}/visit/ed/question/ed-blood-pressure`);
  await page.getByText('Normal (below 140/90)').click();
  await continueButton().click();
  await page.waitForURL(`${shop.url}/visit/ed/question/ed-conditions`);
  await page.getByRole('checkbox', { name: 'None of these' }).check();
  await continueButton().click();
  await page.waitForURL(`${shop.url}/visit/ed/question/ed-medications`);
  await page.getByRole('textbox', { name: /Which medications/ }).fill('none');
  await continueButton().click();
  await page.waitForURL(`${shop.url}/visit/ed/question/ed-previous-treatment`);
  await page.getByText('Never').click();
  await continueButton().click();
  // The last answer submits the visit: the question page says so, or the next step opens.
  await page.waitForFunction(
    () =>
      !location.pathname.includes('/question/') ||
      (document.querySelector('h1')?.textContent ?? '').includes('visit is complete'),
  );
}

describe("the visit's photo", () => {
  it('refuses a wrong type, previews and uploads a real PNG, then continues to the treatment step', async () => {
    await submitAlexsVisit();
    await page.goto(`${shop.url}/visit/ed/photo`);
    await page.getByRole('heading', { level: 1, name: 'A photo of you or your ID' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/attachments') uploads.push(request.url());
    });
    const input = page.getByTestId('visit-photo-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await page.getByRole('alert').getByText('Your photo must be a JPEG, PNG or HEIC image.').waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    const preview = page.getByRole('img', { name: 'Preview of me.png' });
    await preview.waitFor();
    // The preview is drawn from the file itself (an object URL), before anything is sent.
    await eventually(() =>
      preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    ).toBe(2);
    await expect(preview.getAttribute('src')).resolves.toMatch(/^blob:/);
    expect(uploads).toEqual([]);

    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByText('Your photo is on file.').waitFor();
    expect(uploads).toEqual([`${shop.url}/attachments?purpose=visit`]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    // Nothing of the photo is kept in the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/blob:|me\.png|base64/);

    const continueLink = page.getByRole('link', { name: 'Continue' });
    await expect(continueLink.getAttribute('href')).resolves.toBe('/visit/ed/treatment');
    await continueLink.click();
    await eventually(() => new URL(page.url()).pathname).toBe('/visit/ed/treatment');
  });
});
