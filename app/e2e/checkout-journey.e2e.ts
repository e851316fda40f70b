import { defaultSiteConfig, pageTitle } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { dataLayerEvents } from './data-layer.ts';
import { chromiumJourney } from './journey.ts';
import { tabTo, typeInto } from './keyboard.ts';
import { appRuns, eventually, offersSettled } from './waits.ts';

// Orders are placed: a shop of its own, on a fresh copy of the seeded database.
const journey = chromiumJourney({ ownShop: true });
let page: Page;
let shopUrl: string;
beforeEach(() => {
  ({ page } = journey);
  shopUrl = journey.shop.url;
});

/** The checkout's ecommerce events on the page's dataLayer (GA4's `{ ecommerce: null }` resets left out). */
const checkoutEvents = async () =>
  (await dataLayerEvents(page)).filter(
    (entry) => entry.event !== 'view_item' && entry.event !== 'add_to_cart',
  );

const appRunsAt = (title: string) => appRuns(page, pageTitle(title, defaultSiteConfig.brand));

let signUps = 0;

/**
 * A visitor adds the Holiday Bundle, opens the drawer (checks a coupon there when given) and presses
 * Checkout: the shipping step.
 */
async function checkOutTheBundle({ coupon }: { coupon?: string } = {}): Promise<void> {
  await page.goto(`${shopUrl}/shop/holiday-bundle`);
  await appRunsAt('Holiday Bundle Special');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to your cart').waitFor();
  await page.getByRole('button', { name: 'View cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByText('Holiday Bundle Special').first().waitFor();
  if (coupon) {
    await drawer.getByRole('textbox', { name: 'Coupon code' }).fill(coupon);
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByText(new RegExp(`^${coupon} applied`)).waitFor();
  }
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(`${shopUrl}/checkout/shipping`);
  await appRunsAt('Checkout: shipping');
}

/** The inline sign-up, as a new customer; then the address form takes its place. */
async function signUp(): Promise<string> {
  signUps += 1;
  const email = `checkout.${signUps}.${Date.now()}@helmsman.test`;
  const form = page.getByRole('region', { name: 'Create your account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Quinn');
  await form.getByLabel('Password', { exact: true }).fill('Longship7');
  await form.getByText(/^I agree to the Terms/).click();
  await form.getByRole('button', { name: 'Create account and continue' }).click();
  await page.getByRole('region', { name: 'Shipping address' }).waitFor();
  return email;
}

async function enterAddress(): Promise<void> {
  const form = page.getByRole('region', { name: 'Shipping address' });
  await form.getByLabel('Street address').fill('12 Fjord Lane');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('State').selectOption('IL');
  await form.getByLabel('ZIP code').fill('62704');
  await form.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${shopUrl}/checkout/upsell`);
}

/** Past the upsell step without an offer, once its offers have settled. */
async function skipTheUpsell(): Promise<void> {
  const skip = page.getByRole('button', { name: 'No thanks, continue' });
  await offersSettled(page, skip);
  await skip.click();
  await page.waitForURL(`${shopUrl}/checkout/payment`);
}

async function payWith(number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM/YY)').fill('1230');
  await page.getByLabel('Security code').fill('123');
  const consent = page.getByText(/^I authorize Helmsman to charge this card/);
  if (!(await page.getByRole('checkbox', { name: /I authorize/ }).isChecked())) await consent.click();
}

describe('checkout', () => {
  it('a visitor buys the bundle with a coupon and a monthly upsell: sign-up, shipping, upsell, card, confirmation, orders, subscriptions, events', async () => {
    // The coupon checked in the visitor's drawer is applied to the cart once the sign-up merges it.
    await checkOutTheBundle({ coupon: 'WELCOME15' });
    await expect(axeViolations(page)).resolves.toEqual([]);
    const email = await signUp();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await enterAddress();

    await page.getByRole('heading', { name: 'Complete your routine' }).waitFor();
    await page.getByRole('button', { name: 'Add Sleep Gummies, One bottle a month subscription' }).click();
    await page.getByText('Added to your order').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(`${shopUrl}/checkout/payment`);

    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Sleep Gummies').waitFor();
    await summary.getByText('Discount (WELCOME15)').waitFor();
    await page.getByRole('region', { name: 'Ship to' }).getByText('12 Fjord Lane').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await payWith('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
    const orderNumber = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByText(`#${orderNumber}`).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    const events = await checkoutEvents();
    expect(events.map((entry) => entry.event)).toEqual([
      'begin_checkout',
      'add_shipping_info',
      'checkout_progress',
      'add_payment_info',
      'purchase',
    ]);
    expect(events.map((entry) => entry.ecommerce?.checkout_step_label)).toEqual([
      undefined,
      'Shipping',
      'Upsell',
      'Payment',
      undefined,
    ]);
    expect(events.at(-1)?.ecommerce).toMatchObject({ transaction_id: orderNumber, currency: 'USD' });
    // Nothing of the customer's in any event.
    const pushed = JSON.stringify(events);
    for (const personal of [email, 'Robin', 'Quinn', 'Fjord']) expect(pushed).not.toContain(personal);

    await page.getByRole('link', { name: 'View your orders' }).click();
    await page.waitForURL(`${shopUrl}/orders`);
    await page.locator(`article[id="${orderNumber}"]`).waitFor();
    await page.goto(`${shopUrl}/subscriptions`);
    await page.getByRole('article').filter({ hasText: 'Sleep Gummies' }).first().waitFor();
  });

  it('the declining test card shows its error; then a double click on Place order makes one order', async () => {
    await checkOutTheBundle();
    await signUp();
    await enterAddress();
    await skipTheUpsell();

    await payWith('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(page.url()).toBe(`${shopUrl}/checkout/payment`);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
    const orderNumber = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    await page.getByRole('link', { name: 'View your orders' }).click();
    await page.waitForURL(`${shopUrl}/orders`);
    await page.locator(`article[id="${orderNumber}"]`).waitFor();
    // The declined attempt and the order: the double click placed one.
    await eventually(() => page.locator('article[id]').count()).toBe(2);
    await page.locator('article[id]').filter({ hasText: 'Declined' }).waitFor();
  });

  /**
   * A new customer's bundle up to 'Place order' with card 4242…, whose first request reaches the shop,
   * which places and charges the order, while its answer never reaches the browser: it sees a timeout
   * and cannot know whether the order went through. Resolves once the page shows that, with a count of
   * the Place order requests that reached the shop. The route stays (it lets every later request
   * through): removing it while a later query was in its handler left that query unanswered once in a
   * fresh-clone run.
   */
  async function placeAnOrderWhoseAnswerIsLost(): Promise<() => number> {
    await checkOutTheBundle();
    await signUp();
    await enterAddress();
    await skipTheUpsell();
    let placements = 0;
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('PlaceOrder') || placements > 0) return route.fallback();
      placements += 1;
      await route.fetch();
      await route.abort('timedout');
    });
    await payWith('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not reach Helmsman.' }).waitFor();
    return () => placements;
  }

  it('a retry after a timeout (the answer lost on its way back) places one order', async () => {
    const placements = await placeAnOrderWhoseAnswerIsLost();
    expect(placements()).toBe(1);

    // The retry carries the same idempotency key: the shop answers with the order it already placed.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
    const orderNumber = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('link', { name: 'View your orders' }).click();
    await page.waitForURL(`${shopUrl}/orders`);
    await page.locator(`article[id="${orderNumber}"]`).waitFor();
    await eventually(() => page.locator('article[id]').count()).toBe(1);
  });

  it('a reload after a lost answer shows the empty cart and the way to the order, not a card form', async () => {
    const placements = await placeAnOrderWhoseAnswerIsLost();

    // The customer reloads instead of retrying: the placed order emptied the cart.
    await page.reload();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    await page.getByRole('link', { name: 'your orders' }).click();
    await page.waitForURL(`${shopUrl}/orders`);
    await eventually(() => page.locator('article[id]').count()).toBe(1);
    expect(placements()).toBe(1);
  });

  it('a visitor completes the purchase by keyboard alone', async () => {
    const press = async (target: ReturnType<Page['getByRole']>, key = 'Enter') => {
      await tabTo(page, target);
      await page.keyboard.press(key);
    };
    await page.goto(`${shopUrl}/shop/holiday-bundle`);
    await appRunsAt('Holiday Bundle Special');
    await press(page.getByRole('button', { name: 'Add to cart' }));
    await page.getByText('Added to your cart').waitFor();
    await press(page.getByRole('button', { name: 'View cart' }));
    await press(page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }));
    await page.waitForURL(`${shopUrl}/checkout/shipping`);

    const signUpForm = page.getByRole('region', { name: 'Create your account' });
    await typeInto(page, signUpForm.getByLabel('Email'), `keyboard.${Date.now()}@helmsman.test`);
    await typeInto(page, signUpForm.getByLabel('First name'), 'Robin');
    await typeInto(page, signUpForm.getByLabel('Last name'), 'Quinn');
    await typeInto(page, signUpForm.getByLabel('Password', { exact: true }), 'Longship7');
    await press(signUpForm.getByRole('checkbox'), 'Space');
    await press(signUpForm.getByRole('button', { name: 'Create account and continue' }));

    const address = page.getByRole('region', { name: 'Shipping address' });
    await typeInto(page, address.getByLabel('Street address'), '12 Fjord Lane');
    await typeInto(page, address.getByLabel('City'), 'Springfield');
    // A closed native select picks the option its name starts with as it is typed.
    await typeInto(page, address.getByLabel('State'), 'Illinois');
    await typeInto(page, address.getByLabel('ZIP code'), '62704');
    await press(address.getByRole('button', { name: 'Continue' }));
    await page.waitForURL(`${shopUrl}/checkout/upsell`);

    const skip = page.getByRole('button', { name: 'No thanks, continue' });
    await offersSettled(page, skip);
    await press(skip);
    await page.waitForURL(`${shopUrl}/checkout/payment`);
    await typeInto(page, page.getByLabel('Card number'), '4242424242424242');
    await typeInto(page, page.getByLabel('Expiration (MM/YY)'), '1230');
    await typeInto(page, page.getByLabel('Security code'), '123');
    await press(page.getByRole('checkbox', { name: /I authorize/ }), 'Space');
    await press(page.getByRole('button', { name: 'Place order' }));
    await page.waitForURL(/\/checkout\/confirmation\/\d+$/);
  });

  it('/checkout leads a visitor to the shipping step, and the later steps to the login', async () => {
    await page.goto(`${shopUrl}/checkout`);
    await page.waitForURL(`${shopUrl}/checkout/shipping`);
    await page.goto(`${shopUrl}/checkout/payment`);
    await page.waitForURL(/\/login\?next=%2Fcheckout%2Fpayment$/);
  });
});
