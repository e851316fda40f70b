import { account } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { describePactCases, envelope, interaction } from './lapi-pact.ts';
import { alex, staleSession } from './people.ts';

const { eachKeyLike, eachLike, equal, integer, regex, string } = MatchersV3;

/** Money as the legacy API writes it: a decimal string ("49.98"), which lapi-client turns into a number. */
const amount = (example: string) => regex('^-?[0-9]+(\\.[0-9]+)?$', example);
const isoDate = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', example);
/** Session tokens: opaque, header-safe, at least 16 characters (lapi-client refuses shorter ones). */
const token = (example: string) => regex('^\\S{16,}$', example);

const alexLoggedIn = given('a customer is logged in', {
  email: alex.email,
  leadsId: alex.leadsId,
  token: alex.token,
});
const noSession = given('no session exists for the token', { token: staleSession.token });
const notAuthenticated = {
  willRespondWith: { status: 401, body: envelope.failure(string('Not authenticated.')) },
  expected: { throws: { httpStatus: 401 } },
} as const;

const alexShippingAddress = {
  address: string('412 Congress Ave'),
  address2: string('Apt 5B'),
  city: string('Austin'),
  state: string('TX'),
  zip: string('78701'),
  country: string('US'),
};
const alexShippingAddressOut = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

/** Keyed by order item id: any ids, each item shaped like this one. */
const orderItems = (id: string, item: { name: string; image: string; category: string }) =>
  eachKeyLike(id, {
    product_name: string(item.name),
    product_image: string(item.image),
    category: string(item.category),
  });

describePactCases('account', [
  interaction({
    call: account.login,
    scenario: 'with the right e-mail and password',
    given: [
      given('a customer exists', { email: alex.email, password: alex.password, leadsId: alex.leadsId }),
    ],
    input: { email: alex.email, password: alex.password },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        leads_id: integer(alex.leadsId),
        token: token('V2hhdCBhIG5pY2UgbG9uZyB0b2tlbiB0aGlzIGlzIQ'),
        // Extension: the session's absolute end, which the gateway's cookie follows.
        expires_at: regex(
          '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$',
          '2026-11-26T22:00:00.000Z',
        ),
      }),
    },
    expected: {
      returns: {
        leads_id: alex.leadsId,
        token: 'V2hhdCBhIG5pY2UgbG9uZyB0b2tlbiB0aGlzIGlzIQ',
        expires_at: new Date('2026-11-26T22:00:00.000Z'),
      },
    },
  }),
  interaction({
    call: account.login,
    scenario: 'with a wrong password',
    given: [
      given('a customer exists', { email: alex.email, password: alex.password, leadsId: alex.leadsId }),
    ],
    input: { email: alex.email, password: 'NotMyPassword1' },
    willRespondWith: { status: 401, body: envelope.failure('Invalid email or password.') },
    expected: { throws: { httpStatus: 401, serverMessage: 'Invalid email or password.' } },
  }),

  interaction({
    call: account.verifyAuthentication,
    scenario: 'with a live session',
    given: [alexLoggedIn],
    session: alex.session,
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({
        leads_id: integer(alex.leadsId),
        email: string(alex.email),
        first_name: string(alex.firstName),
        last_name: string(alex.lastName),
        prospects_id: integer(alex.prospectsId),
      }),
    },
    expected: {
      returns: {
        leads_id: alex.leadsId,
        email: alex.email,
        first_name: alex.firstName,
        last_name: alex.lastName,
        prospects_id: alex.prospectsId,
      },
    },
  }),
  interaction({
    call: account.verifyAuthentication,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),

  interaction({
    call: account.ordersDetails,
    scenario: 'of a customer with orders, a flag and subscriptions',
    given: [
      alexLoggedIn,
      given('the customer has orders', {
        leadsId: alex.leadsId,
        orders: [
          { orderNumber: alex.orders.shipped, status: 'Shipped' },
          { orderNumber: alex.orders.partiallyRefunded, status: 'Partially Refunded' },
          { orderNumber: alex.orders.declined, status: 'Declined' },
        ],
      }),
      given('the customer has a flag on an order', {
        leadsId: alex.leadsId,
        type: 'billing',
        ordersId: alex.orders.declined,
      }),
      given('the customer has subscriptions', { leadsId: alex.leadsId, categories: ['sleep', 'SKY GLP'] }),
    ],
    session: alex.session,
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.successInMessage({
        email: string(alex.email),
        prospects_id: integer(alex.prospectsId),
        first_name: string(alex.firstName),
        last_name: string(alex.lastName),
        flags: eachLike({
          type: string('billing'),
          label: string('Payment declined'),
          orders_id: integer(alex.orders.declined),
        }),
        subscriptions: eachKeyLike('7001', { category: string('sleep') }),
        // Keyed by order number: the numbers (and statuses) the provider state names.
        order_history: {
          [alex.orders.shipped]: {
            order_status: equal('Shipped'),
            order_date: isoDate('2026-08-14'),
            order_total: amount('49.98'),
            refund_amount: amount('0.00'),
            tracking_number: string('9400111899562834710231'),
            shippingAddress: alexShippingAddress,
            order_items: orderItems('5001', {
              name: 'Sleep Gummies',
              image: '/images/supp-sleep.webp',
              category: 'sleep',
            }),
          },
          [alex.orders.partiallyRefunded]: {
            order_status: equal('Partially Refunded'),
            order_date: isoDate('2026-09-03'),
            order_total: amount('69.99'),
            refund_amount: amount('24.99'),
            tracking_number: string('9400111899562834710232'),
            shippingAddress: alexShippingAddress,
            order_items: orderItems('5003', {
              name: 'Biotin Gummies',
              image: '/images/supp-biotin.webp',
              category: 'hair',
            }),
          },
          // A declined order never shipped: no tracking number.
          [alex.orders.declined]: {
            order_status: equal('Declined'),
            order_date: isoDate('2026-10-02'),
            order_total: amount('17.50'),
            refund_amount: amount('0.00'),
            tracking_number: null,
            shippingAddress: alexShippingAddress,
            order_items: orderItems('5005', {
              name: 'Biotin Gummies',
              image: '/images/supp-biotin.webp',
              category: 'hair',
            }),
          },
        },
      }),
    },
    expected: {
      returns: {
        email: alex.email,
        prospects_id: alex.prospectsId,
        first_name: alex.firstName,
        last_name: alex.lastName,
        flags: [{ type: 'billing', label: 'Payment declined', orders_id: alex.orders.declined }],
        subscriptions: { '7001': { category: 'sleep' } },
        order_history: {
          [alex.orders.shipped]: {
            order_status: 'Shipped',
            order_date: '2026-08-14',
            order_total: 49.98,
            refund_amount: 0,
            tracking_number: '9400111899562834710231',
            shippingAddress: alexShippingAddressOut,
            order_items: {
              '5001': {
                product_name: 'Sleep Gummies',
                product_image: '/images/supp-sleep.webp',
                category: 'sleep',
              },
            },
          },
          [alex.orders.partiallyRefunded]: {
            order_status: 'Partially Refunded',
            order_date: '2026-09-03',
            order_total: 69.99,
            refund_amount: 24.99,
            tracking_number: '9400111899562834710232',
            shippingAddress: alexShippingAddressOut,
            order_items: {
              '5003': {
                product_name: 'Biotin Gummies',
                product_image: '/images/supp-biotin.webp',
                category: 'hair',
              },
            },
          },
          [alex.orders.declined]: {
            order_status: 'Declined',
            order_date: '2026-10-02',
            order_total: 17.5,
            refund_amount: 0,
            tracking_number: null,
            shippingAddress: alexShippingAddressOut,
            order_items: {
              '5005': {
                product_name: 'Biotin Gummies',
                product_image: '/images/supp-biotin.webp',
                category: 'hair',
              },
            },
          },
        },
      },
    },
  }),
  interaction({
    call: account.ordersDetails,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),

  interaction({
    call: account.pendingOrders,
    scenario: 'of a customer with an unpaid online visit',
    given: [
      alexLoggedIn,
      given('the customer has a pending order', {
        leadsId: alex.leadsId,
        product: 'Sildenafil 50 mg',
        productCategory: 'ed',
      }),
    ],
    session: alex.session,
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success(
        eachLike({ product: string('Sildenafil 50 mg'), product_category: string('ed') }),
      ),
    },
    expected: { returns: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }] },
  }),
  interaction({
    call: account.pendingOrders,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),

  interaction({
    call: account.logout,
    scenario: 'with a live session',
    given: [alexLoggedIn],
    session: alex.session,
    input: {},
    willRespondWith: { status: 200, body: { status: 'SUCCESS' } },
    expected: { returns: undefined },
  }),
  interaction({
    call: account.logout,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),

  interaction({
    call: account.logoutEverywhere,
    scenario: 'with a live session',
    given: [alexLoggedIn],
    session: alex.session,
    input: {},
    willRespondWith: { status: 200, body: { status: 'SUCCESS' } },
    expected: { returns: undefined },
  }),
  interaction({
    call: account.logoutEverywhere,
    scenario: 'with a token that has no session',
    given: [noSession],
    session: staleSession,
    input: {},
    ...notAuthenticated,
  }),
]);
