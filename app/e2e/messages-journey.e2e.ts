import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { tinyPng } from './images.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// Sending adds to alex's thread and opening it marks the doctor's message read, which other journeys
// (the dashboard, the menu badge) may read: this journey has its own shop.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

const thread = () => page.getByRole('log', { name: 'Conversation with Dr. Maya Lindqvist, MD' });
const composer = () => page.getByRole('textbox', { name: 'Message to Dr. Lindqvist' });
const lastMessage = () => thread().locator('li[data-message-id]').last();

describe('messages', () => {
  it("marks the doctor's message read (the menu badge drops), sends a message that is still there after a reload", async () => {
    // The menu counts the doctor's unread message until the thread is opened.
    await logInAt(page, shop.url, '/orders', ALEX);
    await page.getByRole('link', { name: 'Messages 1 unread' }).click();
    await page.waitForURL(`${shop.url}/messages`);
    const doctor = page.getByRole('region', { name: 'Your doctor' });
    await doctor.getByRole('heading', { name: 'Dr. Maya Lindqvist, MD' }).waitFor();
    await eventually(() => page.title()).toBe('Messages | Helmsman');
    await doctor.getByText('Dr. Lindqvist usually replies within 1 business day').waitFor();

    // The seeded thread, oldest first; the doctor's last message is new to him.
    await thread().getByText('Finish your online visit for Sildenafil').waitFor();
    await expect(thread().locator('li[data-message-id]').count()).resolves.toBe(4);
    await expect(lastMessage().getAttribute('data-message-id')).resolves.toBe('9004');
    await expect(lastMessage().textContent()).resolves.toMatch(/^New/);
    await page.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    const text = `Can I take Sildenafil on an empty stomach? (${Date.now()})`;
    await composer().fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(composer().inputValue()).resolves.toBe('');
    const sent = thread().locator('li[data-sender="patient"]').filter({ hasText: text });
    await sent.waitFor();
    // Stored: the optimistic entry gave way to the gateway's copy, with its numeric id.
    await sent.locator('text=Sent').waitFor();
    await expect(sent.getAttribute('data-message-id')).resolves.toMatch(/^\d+$/);

    await page.reload();
    await thread().getByText(text).waitFor();
    await expect(lastMessage().innerText()).resolves.toContain(text);
    // Opening the thread marked the doctor's message read: nothing is new any more.
    await expect(thread().getByText('New', { exact: true }).count()).resolves.toBe(0);
  });

  it('sends a photo with a message: previewed first, then served by the gateway to alex only, never cached', async () => {
    await logInAt(page, shop.url, '/messages', ALEX);
    await thread().waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'label.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    const preview = page.getByRole('group', { name: 'Photo to send' });
    await preview.getByRole('img', { name: 'Preview of label.png' }).waitFor();

    const text = `This is the label on my new bottle (${Date.now()}).`;
    await composer().fill(text);
    const stored = page.waitForResponse((response) => /\/attachments$/.test(response.url()));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(preview.count()).resolves.toBe(0);
    expect((await stored).status()).toBe(201);

    const sent = thread().locator('li[data-sender="patient"]').filter({ hasText: text });
    const photo = sent.getByRole('img', { name: 'Photo you sent' });
    await sent.locator('text=Sent').waitFor();
    await expect(photo.getAttribute('src')).resolves.toMatch(/^\/attachments\/\d+$/);

    await page.reload();
    const photoAfterReload = thread()
      .locator('li[data-sender="patient"]')
      .filter({ hasText: text })
      .getByRole('img', { name: 'Photo you sent' });
    await photoAfterReload.waitFor();
    const src = (await photoAfterReload.getAttribute('src')) as string;
    await page.waitForFunction(
      (url) =>
        [...document.images].some((image) => image.getAttribute('src') === url && image.naturalWidth === 2),
      src,
    );

    const inBrowser = await page.request.get(`${shop.url}${src}`);
    expect(inBrowser.status()).toBe(200);
    expect(inBrowser.headers()['content-type']).toBe('image/png');
    expect(inBrowser.headers()['cache-control']).toBe('private, no-store');
    // Stored as the gateway re-encoded it (no metadata): still a 2×2 PNG, IHDR's width and height.
    const served = Buffer.from(await inBrowser.body());
    expect(served.subarray(0, 8).equals(tinyPng().subarray(0, 8))).toBe(true);
    expect([served.readUInt32BE(16), served.readUInt32BE(20)]).toEqual([2, 2]);
    // Without alex's session cookie the photo is not served.
    expect((await fetch(`${shop.url}${src}`)).status).toBe(401);
  });

  it('refuses a file that is not a photo before uploading anything', async () => {
    await logInAt(page, shop.url, '/messages', ALEX);
    await thread().waitFor();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/attachments')) uploads.push(request.url());
    });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await page.getByRole('alert').getByText('Photos must be JPEG, PNG, WebP or HEIC images.').waitFor();
    await expect(page.getByRole('group', { name: 'Photo to send' }).count()).resolves.toBe(0);
    expect(uploads).toEqual([]);
  });
});
