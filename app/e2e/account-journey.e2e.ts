import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

// This journey changes alex's profile, address and card, which other journeys read: it has its own shop.
const journey = chromiumJourney({ ownShop: true });
let shop: StartedShop;
let page: Page;
beforeEach(() => {
  ({ shop, page } = journey);
});

/** The test processor's card that approves (packages/lapi-server/src/payments/test-processor.ts). */
const TEST_CARD = '4242424242424242';

/** Opens /accounts logged out, logs alex in on the way and waits for his account. */
async function openAccountAsAlex() {
  await logInAt(page, shop.url, '/accounts', ALEX);
  await page.getByRole('region', { name: 'Profile' }).waitFor();
}

const accountUpdatedToast = () => page.getByRole('status', { name: 'Account update' });

describe('account', () => {
  it('saves a new first name and phone: the toast, the menu header, and the new values after a reload', async () => {
    await openAccountAsAlex();
    await eventually(() => page.title()).toBe('Account | Helmsman');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('First name').fill('Alexander');
    await form.getByLabel('Phone').fill('512-555-0199');
    // A new phone needs the current password (issue 11, point 3).
    await form.getByLabel('Current password').fill('Valhalla1');
    await form.getByRole('button', { name: 'Save profile' }).click();

    const toast = accountUpdatedToast();
    await toast.waitFor();
    await expect(toast.innerText()).resolves.toContain('Account updated successfully');
    const profile = page.getByRole('region', { name: 'Profile' });
    await page.getByRole('button', { name: 'Edit profile' }).waitFor();
    // The legacy API keeps phone numbers in one spelling. The saved account reaches the section through
    // the query cache, which may hand it over just after the form has closed.
    await eventually(() => profile.innerText()).toContain('(512) 555-0199');
    // The menu header follows the new name without a reload.
    await page.getByText('Alexander Berg', { exact: true }).first().waitFor();

    await page.reload();
    await page.getByRole('region', { name: 'Profile' }).waitFor();
    const reloaded = await page.getByRole('region', { name: 'Profile' }).innerText();
    expect(reloaded).toContain('Alexander Berg');
    expect(reloaded).toContain('(512) 555-0199');
  });

  it("refuses a four-digit ZIP with 'Invalid ZIP code format', keeping the address on file", async () => {
    await openAccountAsAlex();
    await page.getByRole('button', { name: 'Edit shipping address' }).click();
    const form = page.getByRole('form', { name: 'Edit shipping address' });
    await form.getByLabel('ZIP code').fill('7870');
    await form.getByRole('button', { name: 'Save address' }).click();
    await form.getByText('Invalid ZIP code format').waitFor();
    await expect(form.getByLabel('ZIP code').getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Shipping address' }).innerText()).resolves.toContain(
      'Austin, TX 78701',
    );
  });

  it('replaces the card: only its brand and last four show, the full number is nowhere in the page', async () => {
    await openAccountAsAlex();
    await page.getByRole('link', { name: 'Update payment method' }).click();
    await page.waitForURL(`${shop.url}/accounts/editPaymentMethod`);
    // Set by the page once it has rendered, which may be just after the URL changed.
    await eventually(() => page.title()).toBe('Payment method | Helmsman');
    const onFile = page.getByRole('region', { name: 'Card on file' });
    await expect(onFile.innerText()).resolves.toContain('•••• 0002');

    await page.getByLabel('Card number').fill(TEST_CARD);
    await page.getByLabel('Expiration (MM/YY)').fill('1230');
    await page.getByLabel('Security code').fill('123');
    // Ark's checkbox: its label takes the click for the visually hidden input.
    await page.getByText(/^I authorize Helmsman to charge this card/).click();
    await expect(page.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save card' }).click();

    await page.getByText('Payment method updated').waitFor();
    await accountUpdatedToast().waitFor();
    // The new card reaches 'Card on file' through the query cache, maybe a moment after the confirmation.
    await eventually(() => onFile.innerText()).toContain('Visa •••• 4242, expires 12/30');
    await eventually(() => page.getByLabel('Card number').inputValue()).toBe('');
    const html = (await page.content()).replace(/\s/g, '');
    expect(html).not.toContain(TEST_CARD);

    // The account page agrees at once, and after a reload.
    await page.getByRole('link', { name: 'Back to account' }).click();
    const payment = page.getByRole('region', { name: 'Payment method' });
    await expect(payment.innerText()).resolves.toContain('•••• 4242');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Payment method' }).innerText()).resolves.toContain(
      'Visa •••• 4242, expires 12/30',
    );
    expect((await page.content()).replace(/\s/g, '')).not.toContain(TEST_CARD);
  });
});
