import { ecom } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { amount, frequency } from './formats.ts';
import {
  customerInteraction,
  describePactCases,
  envelope,
  fails,
  paymentFails,
  staleTokenInteraction,
  succeeds,
} from './lapi-pact.ts';
import { alex, alexCardOnFile } from './people.ts';

const { eachLike, integer, string } = MatchersV3;

/**
 * The v2 shop: the customer's server-side cart (cart.products.items, each with product_id) and
 * checkout. Payment-style failures pin `error_description`, which the gateway shows.
 */

const emptyCart = given('the customer has an empty cart', { leadsId: alex.leadsId });
const inCart = (...items: { productId: number; quantity: number }[]) =>
  given('the customer has products in the cart', { leadsId: alex.leadsId, items });
const approvingCard = alexCardOnFile('approve');
const shipping = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

const SLEEP_ONE_TIME = 40;
const BUNDLE = 160;

const sleepGummies = {
  product_id: SLEEP_ONE_TIME,
  name: 'Sleep Gummies',
  price: '24.99',
  frequency: 'ONE_TIME',
  img: '/images/supp-sleep.webp',
  description: 'Melatonin and L-theanine gummies to fall asleep faster and wake up rested.',
  dose: 'Two gummies 30 minutes before bed',
} as const;

/** A cart holding Sleep Gummies (one line per product: any number of lines shaped like it). */
function cartOf(
  quantity: number,
  money: { subtotal: string; discount: string; total: string },
  coupon = false,
) {
  const couponExample = { code: 'SAVE5', description: '$5.00 off orders of $20.00 or more' };
  return {
    body: envelope.success({
      cart: {
        products: {
          items: eachLike({
            product_id: integer(sleepGummies.product_id),
            name: string(sleepGummies.name),
            price: amount(sleepGummies.price),
            frequency: frequency(sleepGummies.frequency),
            quantity: integer(quantity),
            img: string(sleepGummies.img),
            description: string(sleepGummies.description),
            dose: string(sleepGummies.dose),
          }),
        },
        subtotal: amount(money.subtotal),
        discount: amount(money.discount),
        total: amount(money.total),
        coupon: coupon
          ? { code: string(couponExample.code), description: string(couponExample.description) }
          : null,
      },
    }),
    returns: {
      cart: {
        products: { items: [{ ...sleepGummies, price: 24.99, quantity }] },
        subtotal: Number(money.subtotal),
        discount: Number(money.discount),
        total: Number(money.total),
        coupon: coupon ? couponExample : null,
      },
    },
  };
}

const twoBottles = cartOf(2, { subtotal: '49.98', discount: '0.00', total: '49.98' });
const oneBottle = cartOf(1, { subtotal: '24.99', discount: '0.00', total: '24.99' });
const threeBottles = cartOf(3, { subtotal: '74.97', discount: '0.00', total: '74.97' });
const withSave5 = cartOf(1, { subtotal: '24.99', discount: '5.00', total: '19.99' }, true);

describePactCases('ecom', [
  customerInteraction(alex, {
    call: ecom.cartContents,
    scenario: 'of a customer with products in the cart',
    given: [inCart({ productId: SLEEP_ONE_TIME, quantity: 2 })],
    input: {},
    ...succeeds(twoBottles),
  }),
  staleTokenInteraction(ecom.cartContents, {}),

  customerInteraction(alex, {
    call: ecom.addProduct,
    scenario: 'of a shop product with a quantity',
    given: [emptyCart],
    input: { product: { product_id: SLEEP_ONE_TIME, quantity: 2 } },
    ...succeeds(twoBottles),
  }),
  customerInteraction(alex, {
    call: ecom.addProduct,
    scenario: 'of a product the shop does not sell',
    given: [emptyCart],
    input: { product: { product_id: 999 } },
    ...fails(400, string('Invalid request: product.product_id is not a product of the shop')),
  }),

  customerInteraction(alex, {
    call: ecom.removeProduct,
    scenario: 'of a product in the cart',
    given: [inCart({ productId: SLEEP_ONE_TIME, quantity: 1 }, { productId: BUNDLE, quantity: 1 })],
    input: { product_id: BUNDLE },
    ...succeeds(oneBottle),
  }),
  customerInteraction(alex, {
    call: ecom.removeProduct,
    scenario: 'of a product that is not in the cart',
    given: [emptyCart],
    input: { product_id: BUNDLE },
    ...fails(404, string('Product 160 is not in your cart.')),
  }),

  customerInteraction(alex, {
    call: ecom.updateCart,
    scenario: 'with a new quantity',
    given: [inCart({ productId: SLEEP_ONE_TIME, quantity: 1 })],
    input: { items: [{ product_id: SLEEP_ONE_TIME, quantity: 3 }] },
    ...succeeds(threeBottles),
  }),
  customerInteraction(alex, {
    call: ecom.updateCart,
    scenario: 'of a product that is not in the cart',
    given: [emptyCart],
    input: { items: [{ product_id: SLEEP_ONE_TIME, quantity: 3 }] },
    ...fails(404, string('Product 40 is not in your cart.')),
  }),

  customerInteraction(alex, {
    call: ecom.applyCoupon,
    scenario: 'with a coupon the cart qualifies for',
    given: [
      inCart({ productId: SLEEP_ONE_TIME, quantity: 1 }),
      given('a coupon is available', { code: 'SAVE5' }),
    ],
    input: { code: 'SAVE5' },
    ...succeeds(withSave5),
  }),
  customerInteraction(alex, {
    call: ecom.applyCoupon,
    scenario: 'with an expired coupon',
    given: [
      inCart({ productId: SLEEP_ONE_TIME, quantity: 1 }),
      given('a coupon has expired', { code: 'SUMMER2025' }),
    ],
    input: { code: 'SUMMER2025' },
    ...fails(410, string('This coupon has expired.')),
  }),

  customerInteraction(alex, {
    call: ecom.placeOrder,
    scenario: 'paid with the card on file',
    given: [inCart({ productId: SLEEP_ONE_TIME, quantity: 2 }), approvingCard],
    input: { shipping },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        order_number: integer(100235),
        order_status: string('Processing'),
        subtotal: amount('49.98'),
        discount: amount('0.00'),
        total: amount('49.98'),
        items: eachLike({
          product_id: integer(SLEEP_ONE_TIME),
          name: string('Sleep Gummies'),
          price: amount('24.99'),
          quantity: integer(2),
          frequency: frequency('ONE_TIME'),
        }),
        subscription_ids: [],
      }),
    },
    expected: {
      returns: {
        order_number: 100235,
        order_status: 'Processing',
        subtotal: 49.98,
        discount: 0,
        total: 49.98,
        items: [
          {
            product_id: SLEEP_ONE_TIME,
            name: 'Sleep Gummies',
            price: 24.99,
            quantity: 2,
            frequency: 'ONE_TIME',
          },
        ],
        subscription_ids: [],
      },
    },
  }),
  customerInteraction(alex, {
    call: ecom.placeOrder,
    scenario: 'with new card details that are declined',
    given: [inCart({ productId: SLEEP_ONE_TIME, quantity: 1 })],
    // The processor's "declines" test card: a real card number never appears in a pact.
    input: { shipping, ccnum: '4000000000000002', ccexp: '12/40', cccvv: '123', consent: true },
    ...paymentFails(402, 'Your card was declined.'),
  }),
  customerInteraction(alex, {
    call: ecom.placeOrder,
    scenario: 'with an empty cart',
    given: [emptyCart, approvingCard],
    input: { shipping },
    ...paymentFails(409, 'Your cart is empty.'),
  }),
]);
