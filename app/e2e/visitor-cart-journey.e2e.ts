import {
  addToCart,
  defaultSiteConfig,
  findProduct,
  type Product,
  pageTitle,
  productLine,
} from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { dataLayerEvents } from './data-layer.ts';
import { chromiumJourney } from './journey.ts';
import { appRuns, eventually } from './waits.ts';

// A visitor's cart is the browser's alone, and a coupon check reads: the shared shop.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

const CART_KEY = 'helmsman:selected-product';
const sleepMonthly = findProduct(41) as Product;

const storedCart = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CART_KEY);
const cartLines = () => page.getByRole('dialog', { name: 'Your cart' }).getByRole('listitem');

async function openCart(items: string): Promise<void> {
  await page.getByRole('button', { name: `Cart, ${items}` }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
}

/** Sleep Gummies monthly ×2 from its product page. */
async function addSleepMonthlyTwice(): Promise<void> {
  await page.goto(`${shopUrl}/shop`);
  await appRuns(page, pageTitle('Shop', defaultSiteConfig.brand));
  await page.getByRole('link', { name: 'Sleep Gummies' }).click();
  await page.waitForURL(`${shopUrl}/shop/sleep-gummies`);
  await appRuns(page, pageTitle('Sleep Gummies', defaultSiteConfig.brand));
  await page.getByRole('radio', { name: /One bottle a month subscription/ }).check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to your cart').waitFor();
}

describe("a visitor's cart", () => {
  it('keeps Sleep Gummies monthly ×2 in local storage across a reload, with add_to_cart on the dataLayer', async () => {
    await addSleepMonthlyTwice();
    await eventually(async () =>
      (await dataLayerEvents(page)).filter((entry) => entry.event === 'add_to_cart'),
    ).toEqual([addToCart([productLine(sleepMonthly, 2)])]);
    await expect(storedCart()).resolves.toEqual([
      {
        name: 'Sleep Gummies',
        product_id: '41',
        price: 17.5,
        frequency: 'MONTHLY',
        description: sleepMonthly.description,
        dose: sleepMonthly.dose,
        quantity: 2,
        img: sleepMonthly.img,
      },
    ]);

    await page.reload();
    await appRuns(page, pageTitle('Sleep Gummies', defaultSiteConfig.brand));
    await openCart('2 items');
    await expect(cartLines().count()).resolves.toBe(1);
    const line = cartLines().first();
    await expect(line.innerText()).resolves.toContain('One bottle a month subscription');
    await expect(line.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).resolves.toBe('2');
    await expect(
      page
        .getByRole('dialog', { name: 'Your cart' })
        .getByRole('link', { name: 'Checkout' })
        .getAttribute('href'),
    ).resolves.toBe('/checkout');
  });

  it('drops a hand-edited invalid item (and an unknown frequency) on load, keeping the valid one', async () => {
    await addSleepMonthlyTwice();
    await page.evaluate((key) => {
      const [valid] = JSON.parse(localStorage.getItem(key) ?? '[]');
      const edited = [
        valid,
        { ...valid, product_id: '30', price: '24.99' },
        { ...valid, product_id: '37', frequency: 'WEEKLY' },
      ];
      localStorage.setItem(key, JSON.stringify(edited));
    }, CART_KEY);
    await page.reload();
    await appRuns(page, pageTitle('Sleep Gummies', defaultSiteConfig.brand));
    await openCart('2 items');
    await expect(cartLines().count()).resolves.toBe(1);
    await eventually(storedCart).toEqual([expect.objectContaining({ product_id: '41', quantity: 2 })]);
  });

  it('changes a quantity in the drawer and checks a coupon against the local subtotal', async () => {
    await addSleepMonthlyTwice();
    await page.getByRole('button', { name: 'View cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'Increase quantity' }).click();
    await eventually(storedCart).toEqual([expect.objectContaining({ quantity: 3 })]);
    // The header's badge is behind the modal drawer; the drawer's own count says the same.
    await drawer.getByText('3 items', { exact: true }).waitFor();

    await drawer.getByRole('textbox', { name: 'Coupon code' }).fill('NOPE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByText('This coupon code is not valid.').waitFor();
    await drawer.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME15');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByText('WELCOME15 applied: 15% off your order').waitFor();
    // 3 × $17.50 = $52.50; 15% off is $7.88 (the legacy API rounds the cents).
    await expect(
      drawer.getByText('Discount').locator('xpath=following-sibling::dd').innerText(),
    ).resolves.toBe('−$7.88');
  });
});
