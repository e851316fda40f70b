import { findProduct, productLine } from '@helmsman/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutEvents } from './checkout-events.ts';
import { checkoutFinished, checkoutStore, firstStepNotDone } from './checkout-store.ts';

const bundle = findProduct(160);
const sleepMonthly = findProduct(41);
if (!bundle || !sleepMonthly) throw new Error('catalogue changed');
const lines = [productLine(bundle), productLine(sleepMonthly, 2)];

const item = (id: string, name: string, price: number, quantity: number) => ({
  item_id: id,
  item_name: name,
  item_brand: 'Helmsman',
  item_category: 'ECOM',
  price,
  quantity,
});
const items = [item('160', 'Holiday Bundle Special', 24.99, 1), item('41', 'Sleep Gummies', 17.5, 2)];

function events(page: { dataLayer?: unknown[] }) {
  return (page.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event !== undefined);
}

describe('checkout events', () => {
  beforeEach(() => checkoutFinished({ orderNumber: '0', hasSubscription: false }));

  it('pushes the steps in order with the cart lines, then the purchase with the order number', () => {
    const page: { dataLayer?: unknown[] } = {};
    checkoutEvents.begin(lines, page);
    checkoutEvents.begin(lines, page);
    checkoutEvents.shippingDone(lines, page);
    checkoutEvents.upsellDone(lines, page);
    checkoutEvents.paymentDone(lines, page);
    checkoutEvents.purchased(
      {
        orderNumber: '100240',
        status: 'Processing',
        subtotalCents: 5999,
        discountCents: 600,
        totalCents: 5399,
        subscriptionIds: ['77'],
        items: lines.map((line) => ({ ...line, frequency: 'ONE_TIME' as const })),
      },
      'HOLIDAY10',
      page,
    );
    const priced = { currency: 'USD', value: 59.99, items };
    expect(events(page)).toEqual([
      { event: 'begin_checkout', ecommerce: priced },
      {
        event: 'add_shipping_info',
        ecommerce: { ...priced, checkout_step: 1, checkout_step_label: 'Shipping' },
      },
      {
        event: 'checkout_progress',
        ecommerce: { ...priced, checkout_step: 2, checkout_step_label: 'Upsell' },
      },
      {
        event: 'add_payment_info',
        ecommerce: { ...priced, checkout_step: 3, checkout_step_label: 'Payment' },
      },
      {
        event: 'purchase',
        ecommerce: { transaction_id: '100240', currency: 'USD', value: 53.99, items, coupon: 'HOLIDAY10' },
      },
    ]);
    // Each event is preceded by the reset GA4 asks for.
    expect(page.dataLayer).toHaveLength(10);
  });

  it('starts no checkout for an empty cart', () => {
    const page: { dataLayer?: unknown[] } = {};
    checkoutEvents.begin([], page);
    expect(page.dataLayer).toBeUndefined();
    expect(checkoutStore.begun).toBe(false);
  });
});

describe('firstStepNotDone', () => {
  const address = { address: '12 Elm St', address2: null, city: 'Springfield', state: 'IL', zip: '62704' };
  it('leads /checkout to the first step not done', () => {
    expect(firstStepNotDone({ address: null, upsellDone: false })).toBe('/checkout/shipping');
    expect(firstStepNotDone({ address, upsellDone: false })).toBe('/checkout/upsell');
    expect(firstStepNotDone({ address, upsellDone: true })).toBe('/checkout/payment');
  });
});
