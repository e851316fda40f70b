import { commerce } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { amount, frequency, isoDate } from './formats.ts';
import {
  customerInteraction,
  describePactCases,
  envelope,
  fails,
  interaction,
  paymentFails,
  staleTokenInteraction,
  succeeds,
} from './lapi-pact.ts';
import { alex, alexCardOnFile, alexPendingEdOrder, alexSubscriptions } from './people.ts';

const { eachLike, equal, integer, string } = MatchersV3;

/**
 * Commerce (v1): ordering a treatment after an online visit, checking a coupon, changing a subscription,
 * and the products to offer. Payment-style failures pin `error_description`, which the gateway shows.
 */

const approvingCard = alexCardOnFile('approve');
const decliningCard = alexCardOnFile('decline');
/** Sildenafil 50 mg billed monthly: the ED visit's default treatment (domain's visit-treatments.ts). */
const SILDENAFIL = 2010;
/** Alex's order 100233, declined, with the billing flag pointing at it. */
const DECLINED_ORDER = 100233;
const declinedOrder = given('the customer has a flag on an order', {
  leadsId: alex.leadsId,
  type: 'billing',
  ordersId: DECLINED_ORDER,
});
const SLEEP_SUBSCRIPTION = 7001;

const sleepSubscription = {
  id: SLEEP_SUBSCRIPTION,
  product_id: 41,
  product_name: 'Sleep Gummies',
  category: 'sleep',
  frequency: 'MONTHLY',
  status: 'active',
  next_ship_date: '2026-12-14',
  price: '17.50',
  paused_until: null,
  cancel_reason: null,
} as const;

/** The pact body of an active subscription, and what the client makes of it. */
function activeSubscription(nextShipDate: string) {
  return {
    body: envelope.success({
      id: integer(sleepSubscription.id),
      product_id: integer(sleepSubscription.product_id),
      product_name: string(sleepSubscription.product_name),
      category: string(sleepSubscription.category),
      frequency: frequency(sleepSubscription.frequency),
      status: equal('active'),
      next_ship_date: isoDate(nextShipDate),
      price: amount(sleepSubscription.price),
      paused_until: null,
      cancel_reason: null,
    }),
    returns: { ...sleepSubscription, next_ship_date: nextShipDate, price: 17.5 },
  };
}

const skipped = activeSubscription('2026-12-14');
const resumed = activeSubscription('2026-11-14');

const biotinOffer = {
  product_id: 31,
  product_name: 'Biotin Gummies',
  price: '17.50',
  frequency: 'MONTHLY',
  img: '/images/supp-biotin.webp',
  description: 'Biotin, zinc and vitamins A, C and E for stronger hair, skin and nails.',
  dose: 'Two gummies a day',
} as const;

describePactCases('commerce', [
  customerInteraction(alex, {
    call: commerce.createOrder,
    scenario: 'for the treatment of an online visit, with a card on file that is approved',
    given: [alexPendingEdOrder, approvingCard],
    input: { product_id: SILDENAFIL },
    // The visit's payment step sends one key per intent: a retry charges once.
    idempotencyKey: '3f6a2c1e-7b4d-4e8a-9c05-1d2e3f4a5b6c',
    willRespondWith: {
      status: 200,
      body: envelope.success({
        order_number: integer(100235),
        order_status: string('Processing'),
        order_total: amount('30.00'),
        subscription_id: integer(7003),
      }),
    },
    expected: {
      returns: { order_number: 100235, order_status: 'Processing', order_total: 30, subscription_id: 7003 },
    },
  }),
  customerInteraction(alex, {
    call: commerce.createOrder,
    scenario: 'for another treatment than the one chosen in the online visit',
    given: [
      alexPendingEdOrder,
      approvingCard,
      given('the customer chose a treatment on their online visit', {
        leadsId: alex.leadsId,
        category: 'ed',
        drug: 'tadalafil',
        dosage: '5 mg',
        frequency: 'QUARTERLY',
      }),
    ],
    input: { product_id: SILDENAFIL },
    idempotencyKey: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    ...paymentFails(409, 'This is not the treatment chosen in your online visit.'),
  }),
  customerInteraction(alex, {
    call: commerce.createOrder,
    scenario: 'without a card on file',
    given: [alexPendingEdOrder, given('the customer has no card on file', { leadsId: alex.leadsId })],
    input: { product_id: SILDENAFIL },
    // The visit's payment step sends one key per intent: a retry charges once.
    idempotencyKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    ...paymentFails(409, 'No payment method on file.'),
  }),
  customerInteraction(alex, {
    call: commerce.createOrder,
    scenario: 'with a card on file that is declined',
    given: [alexPendingEdOrder, decliningCard],
    input: { product_id: SILDENAFIL },
    // The visit's payment step sends one key per intent: a retry charges once.
    idempotencyKey: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f',
    ...paymentFails(402, 'Your card was declined.'),
  }),

  customerInteraction(alex, {
    call: commerce.retryPayment,
    scenario: 'for a declined order, after the customer put a new card on file that is approved',
    given: [declinedOrder, approvingCard],
    input: { orders_id: DECLINED_ORDER },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        order_number: integer(DECLINED_ORDER),
        order_status: string('Processing'),
        order_total: amount('17.50'),
        card_brand: string('visa'),
        card_last4: string('4242'),
      }),
    },
    expected: {
      returns: {
        order_number: DECLINED_ORDER,
        order_status: 'Processing',
        order_total: 17.5,
        card_brand: 'visa',
        card_last4: '4242',
      },
    },
  }),
  customerInteraction(alex, {
    call: commerce.retryPayment,
    scenario: 'for a declined order, when the new card on file is declined too',
    given: [declinedOrder, decliningCard],
    input: { orders_id: DECLINED_ORDER },
    ...paymentFails(402, 'Your card was declined.'),
  }),

  interaction({
    call: commerce.checkCoupon,
    scenario: 'with a valid code and a cart total',
    given: [given('a coupon is available', { code: 'WELCOME15' })],
    input: { code: 'WELCOME15', cart_total: 49.98 },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        code: string('WELCOME15'),
        description: string('15% off your order'),
        discount: amount('7.50'),
        total: amount('42.48'),
      }),
    },
    expected: {
      returns: { code: 'WELCOME15', description: '15% off your order', discount: 7.5, total: 42.48 },
    },
  }),
  interaction({
    call: commerce.checkCoupon,
    scenario: 'with an expired code',
    given: [given('a coupon has expired', { code: 'SUMMER2025' })],
    input: { code: 'SUMMER2025' },
    ...fails(410, 'This coupon has expired.'),
  }),

  customerInteraction(alex, {
    call: commerce.updateSubscription,
    scenario: 'skipping the next shipment of an active subscription',
    given: [
      given('the customer has a subscription', {
        leadsId: alex.leadsId,
        subscriptionId: SLEEP_SUBSCRIPTION,
        status: 'active',
      }),
    ],
    input: { subscription_id: SLEEP_SUBSCRIPTION, action: 'skip' },
    // The app's key for this change: a retry of it skips once.
    idempotencyKey: '5d0f6c3e-2b7a-4f0e-9a51-0c2d7e8b4a10',
    ...succeeds(skipped),
  }),
  customerInteraction(alex, {
    call: commerce.updateSubscription,
    scenario: 'resuming a paused subscription',
    given: [
      given('the customer has a subscription', {
        leadsId: alex.leadsId,
        subscriptionId: SLEEP_SUBSCRIPTION,
        status: 'paused',
      }),
    ],
    input: { subscription_id: SLEEP_SUBSCRIPTION, action: 'resume' },
    ...succeeds(resumed),
  }),
  customerInteraction(alex, {
    call: commerce.updateSubscription,
    scenario: 'of a subscription the customer does not have',
    given: [
      given('the customer has no subscription with the id', { leadsId: alex.leadsId, subscriptionId: 7999 }),
    ],
    input: { subscription_id: 7999, action: 'skip' },
    ...fails(404, 'Failed to update subscription.'),
  }),

  customerInteraction(alex, {
    call: commerce.upsells,
    scenario: 'of a customer with a subscription',
    given: [alexSubscriptions('sleep')],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success(
        eachLike({
          product_id: integer(biotinOffer.product_id),
          product_name: string(biotinOffer.product_name),
          price: amount(biotinOffer.price),
          frequency: frequency(biotinOffer.frequency),
          img: string(biotinOffer.img),
          description: string(biotinOffer.description),
          dose: string(biotinOffer.dose),
        }),
      ),
    },
    expected: { returns: [{ ...biotinOffer, price: 17.5 }] },
  }),
  staleTokenInteraction(commerce.upsells, {}),
]);
