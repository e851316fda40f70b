import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsLine,
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  HOME_ITEM_LIST,
  productLine,
  purchase,
  removeFromCart,
  storedCartLine,
  upsellStep,
  viewItem,
  viewItemList,
} from './analytics.ts';
import { findProduct } from './catalogue.ts';

function product(id: number) {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

const sleepMonthlyItem = {
  item_id: '41',
  item_name: 'Sleep Gummies',
  item_brand: 'Helmsman',
  item_category: 'ECOM',
  price: 17.5,
  quantity: 2,
};
const bundleItem = {
  item_id: '160',
  item_name: 'Holiday Bundle Special',
  item_brand: 'Helmsman',
  item_category: 'ECOM',
  price: 24.99,
  quantity: 1,
};
const lines: AnalyticsLine[] = [
  { productId: '41', name: 'Sleep Gummies', priceCents: 1750, quantity: 2 },
  { productId: '160', name: 'Holiday Bundle Special', priceCents: 2499, quantity: 1 },
];

describe('GA4 ecommerce payloads', () => {
  it('view_item_list: the products in order, one each, with their position', () => {
    expect(viewItemList([product(40), product(160)])).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'shop',
        item_list_name: 'Shop',
        currency: 'USD',
        items: [
          {
            item_id: '40',
            item_name: 'Sleep Gummies',
            item_brand: 'Helmsman',
            item_category: 'ECOM',
            price: 24.99,
            quantity: 1,
            index: 0,
          },
          { ...bundleItem, index: 1 },
        ],
      },
    });
    expect(viewItemList([product(30)], HOME_ITEM_LIST).ecommerce).toMatchObject({
      item_list_id: 'home',
      item_list_name: 'Home',
    });
  });

  it('view_item: the product at its price', () => {
    expect(viewItem(product(42))).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'USD',
        value: 45,
        items: [
          {
            item_id: '42',
            item_name: 'Sleep Gummies',
            item_brand: 'Helmsman',
            item_category: 'ECOM',
            price: 45,
            quantity: 1,
          },
        ],
      },
    });
  });

  it.each([
    ['add_to_cart', addToCart],
    ['remove_from_cart', removeFromCart],
    ['begin_checkout', beginCheckout],
  ] as const)('%s: the lines and their total in dollars', (event, build) => {
    expect(build(lines)).toEqual({
      event,
      ecommerce: { currency: 'USD', value: 59.99, items: [sleepMonthlyItem, bundleItem] },
    });
  });

  it.each([
    ['add_shipping_info', addShippingInfo, 1, 'Shipping'],
    ['checkout_progress', upsellStep, 2, 'Upsell'],
    ['add_payment_info', addPaymentInfo, 3, 'Payment'],
  ] as const)('%s: checkout step %i, %s', (event, build, number, label) => {
    expect(build(lines)).toEqual({
      event,
      ecommerce: {
        currency: 'USD',
        value: 59.99,
        checkout_step: number,
        checkout_step_label: label,
        items: [sleepMonthlyItem, bundleItem],
      },
    });
  });

  it('purchase: the transaction id, what was charged and the coupon', () => {
    expect(purchase('100231', lines, { totalCents: 4999, coupon: 'SAVE10' })).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100231',
        currency: 'USD',
        value: 49.99,
        coupon: 'SAVE10',
        items: [sleepMonthlyItem, bundleItem],
      },
    });
    expect(purchase('100232', lines, { totalCents: 5999, coupon: null }).ecommerce).not.toHaveProperty(
      'coupon',
    );
  });

  it('builds lines from a catalogue product and from a stored cart item', () => {
    expect(productLine(product(41), 2)).toEqual(lines[0]);
    expect(
      storedCartLine({ product_id: '160', name: 'Holiday Bundle Special', price: 24.99, quantity: 1 }),
    ).toEqual(lines[1]);
  });

  it('sums in cents: three bottles at $24.99 are $74.97, not 74.97000000000001', () => {
    expect(addToCart([productLine(product(40), 3)]).ecommerce).toMatchObject({ value: 74.97 });
  });
});

describe('what never reaches the dataLayer', () => {
  const personal = {
    email: 'alex@example.test',
    first_name: 'Alex',
    last_name: 'Morgan',
    firstName: 'Alex',
    lastName: 'Morgan',
    answers: [{ question: 'ED', answer: 'yes' }],
    answer: 'Sometimes',
  };
  const secrets = ['alex@example.test', 'Morgan', 'Sometimes', '"Alex"', 'answer', 'email'];

  it('drops whatever else a line, a product or a stored item carries', () => {
    fc.assert(
      fc.property(
        fc.record({
          productId: fc.constantFrom('40', '41', '160'),
          quantity: fc.integer({ min: 1, max: 10 }),
          priceCents: fc.integer({ min: 1, max: 10_000 }),
        }),
        (line) => {
          const carrying = { ...line, name: 'Sleep Gummies', ...personal };
          const events = [
            addToCart([carrying]),
            removeFromCart([carrying]),
            beginCheckout([carrying]),
            addShippingInfo([carrying]),
            upsellStep([carrying]),
            addPaymentInfo([carrying]),
            purchase('1', [carrying], { totalCents: 1 }),
            viewItem({ ...product(41), ...personal }),
            viewItemList([{ ...product(41), ...personal }]),
            addToCart([
              storedCartLine({
                product_id: '41',
                name: 'Sleep Gummies',
                price: 17.5,
                quantity: 1,
                ...personal,
              }),
            ]),
          ];
          const json = JSON.stringify(events);
          for (const secret of secrets) expect(json).not.toContain(secret);
        },
      ),
    );
  });
});
