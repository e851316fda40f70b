import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { submitAlexsEdVisit } from './alex-ed-visit.ts';
import { axeViolations } from './axe.ts';
import { tinyPng } from './images.ts';
import { chromiumJourney } from './journey.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Submits alex's ED visit and files a photo with it: a shop of its own, so the others find it unfinished.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

describe("the visit's photo", () => {
  it('refuses a wrong type, previews and uploads a real PNG, then continues to the treatment step', async () => {
    await submitAlexsEdVisit(page, shop.url);
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

    // A reload reads from the visit that its photo is on file: the step shows done, not empty.
    await page.reload();
    await page.getByText('Your photo is on file.').waitFor();
    await expect(page.getByTestId('visit-photo-input').count()).resolves.toBe(0);

    const continueLink = page.getByRole('link', { name: 'Continue' });
    await expect(continueLink.getAttribute('href')).resolves.toBe('/visit/ed/treatment');
    await continueLink.click();
    await eventually(() => new URL(page.url()).pathname).toBe('/visit/ed/treatment');
  });
});
