import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { shownDemoDate } from './demo-dates.ts';
import { chromiumJourney } from './journey.ts';
import { ALEX, type Credentials, SAM, submitLogin } from './log-in.ts';
import { eventually } from './waits.ts';

// Only reads: the shared shop, whose demo data journeys that change things leave alone.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

/** Logs in at /login: the customer lands on the dashboard, the default logged-in page. */
async function logIn(who: Credentials) {
  await page.goto(`${shopUrl}/login`);
  await submitLogin(page, who);
  await page.waitForURL(`${shopUrl}/dashboard`);
  await attention().waitFor();
}

const attention = () => page.getByRole('region', { name: /Needs your attention/ });
const hrefOf = (link: Locator) => link.getAttribute('href');

describe('the dashboard', () => {
  it('greets alex after login with his billing problem, pending order, unread reply, next shipment and messages', async () => {
    await logIn(ALEX);
    await eventually(() => page.title()).toBe('Home | Helmsman');
    await page.getByText('Welcome back, Alex.').waitFor();
    await expect(attention().getByText("You're all set").count()).resolves.toBe(0);

    const billing = attention().getByRole('article', { name: 'Payment declined' });
    await expect(billing.innerText()).resolves.toContain('Your card was declined for order #100233');
    await expect(hrefOf(billing.getByRole('link', { name: 'Update payment method' }))).resolves.toBe(
      '/accounts/editPaymentMethod',
    );
    await expect(hrefOf(billing.getByRole('link', { name: 'View order #100233' }))).resolves.toBe(
      '/orders#100233',
    );

    const pending = attention().getByRole('article', { name: 'Finish your order for Sildenafil 50 mg' });
    // 'Finish' resumes the visit in place (clicked in the orders journey, which has its own shop).
    await expect(
      pending.getByRole('button', { name: 'Finish order for Sildenafil 50 mg' }).isEnabled(),
    ).resolves.toBe(true);

    const unread = attention().getByRole('article', { name: '1 new message from your doctor' });
    await expect(hrefOf(unread.getByRole('link'))).resolves.toBe('/messages');

    const shipment = page.getByRole('region', { name: 'Next shipment' });
    await expect(shipment.innerText()).resolves.toMatch(
      new RegExp(`Sleep Gummies[\\s\\S]*Ships ${shownDemoDate('2026-12-14')}`),
    );
    await expect(hrefOf(shipment.getByRole('link', { name: 'Manage subscriptions' }))).resolves.toBe(
      '/subscriptions',
    );

    const recent = page.getByRole('region', { name: 'Recent messages' }).getByRole('listitem');
    await expect(recent.count()).resolves.toBe(3);
    await expect(recent.first().innerText()).resolves.toContain('Dr. Maya Lindqvist');
    await expect(recent.first().getByText('New', { exact: true }).count()).resolves.toBe(1);
  });

  it('takes alex from the billing problem to the declined order on /orders', async () => {
    await logIn(ALEX);
    await attention().getByRole('link', { name: 'View order #100233' }).click();
    await page.waitForURL(`${shopUrl}/orders#100233`);
    await page.waitForFunction(() => document.activeElement?.id === '100233');
  });

  it('shows sam, who has nothing to attend to, that he is all set', async () => {
    await logIn(SAM);
    await page.getByText('Welcome back, Sam.').waitFor();
    await attention().getByText("You're all set").waitFor();
    await expect(attention().getByRole('article').count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Next shipment' }).innerText()).resolves.toContain(
      'No shipments scheduled',
    );
    await expect(page.getByRole('region', { name: 'Recent messages' }).innerText()).resolves.toContain(
      'No messages yet',
    );
  });

  it('is where a logged-in customer lands from an unknown address, with Home current in the menu', async () => {
    await logIn(SAM);
    await page.goto(`${shopUrl}/no-such-page`);
    await page.waitForURL(`${shopUrl}/dashboard`);
    // The menu marks Home once the redirected route has rendered, which may be just after the URL changed.
    await eventually(() =>
      page.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
  });
});
