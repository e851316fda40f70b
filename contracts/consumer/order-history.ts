import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { amount, isoDate } from './formats.ts';
import { alex, alexSubscriptions } from './people.ts';

const { eachKeyLike, eachLike, equal, integer, string } = MatchersV3;

/**
 * Alex's account summary with the order history ("the lander"): what /account/orders/ answers (in
 * `message`) and what /leads/patientdata carries as `lander`. Keyed by order number: the numbers and
 * statuses the provider states name are pinned exactly.
 */

interface OrderExample {
  status: string;
  date: string;
  total: string;
  refund: string;
  tracking: string | null;
  itemId: string;
  item: { product_name: string; product_image: string; category: string };
}

const alexOrders: Record<number, OrderExample> = {
  [alex.orders.shipped]: {
    status: 'Shipped',
    date: '2026-08-14',
    total: '49.98',
    refund: '0.00',
    tracking: '9400111899562834710231',
    itemId: '5001',
    item: { product_name: 'Sleep Gummies', product_image: '/images/supp-sleep.webp', category: 'sleep' },
  },
  [alex.orders.partiallyRefunded]: {
    status: 'Partially Refunded',
    date: '2026-09-03',
    total: '69.99',
    refund: '24.99',
    tracking: '9400111899562834710232',
    itemId: '5003',
    item: { product_name: 'Biotin Gummies', product_image: '/images/supp-biotin.webp', category: 'hair' },
  },
  // A declined order never shipped: no tracking number.
  [alex.orders.declined]: {
    status: 'Declined',
    date: '2026-10-02',
    total: '17.50',
    refund: '0.00',
    tracking: null,
    itemId: '5005',
    item: { product_name: 'Biotin Gummies', product_image: '/images/supp-biotin.webp', category: 'hair' },
  },
};

/** The states behind the lander: the three orders, a billing flag on the declined one, two subscriptions. */
export const alexOrderHistory = [
  given('the customer has orders', {
    leadsId: alex.leadsId,
    orders: Object.entries(alexOrders).map(([orderNumber, order]) => ({
      orderNumber: Number(orderNumber),
      status: order.status,
    })),
  }),
  given('the customer has a flag on an order', {
    leadsId: alex.leadsId,
    type: 'billing',
    ordersId: alex.orders.declined,
  }),
  alexSubscriptions('sleep', 'SKY GLP'),
] as const;

const shippingAddress = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

const orderHistoryBody = Object.fromEntries(
  Object.entries(alexOrders).map(([orderNumber, order]) => [
    orderNumber,
    {
      order_status: equal(order.status),
      order_date: isoDate(order.date),
      order_total: amount(order.total),
      refund_amount: amount(order.refund),
      tracking_number: order.tracking === null ? null : string(order.tracking),
      shippingAddress: Object.fromEntries(
        Object.entries(shippingAddress).map(([field, value]) => [field, string(value)]),
      ),
      order_items: eachKeyLike(order.itemId, {
        product_name: string(order.item.product_name),
        product_image: string(order.item.product_image),
        category: string(order.item.category),
      }),
    },
  ]),
);

const orderHistoryOut = Object.fromEntries(
  Object.entries(alexOrders).map(([orderNumber, order]) => [
    orderNumber,
    {
      order_status: order.status,
      order_date: order.date,
      order_total: Number(order.total),
      refund_amount: Number(order.refund),
      tracking_number: order.tracking,
      shippingAddress,
      order_items: { [order.itemId]: order.item },
    },
  ]),
);

/** The lander's pact body and what the client makes of it. */
export const alexLander = {
  body: {
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
    order_history: orderHistoryBody,
  },
  returns: {
    email: alex.email,
    prospects_id: alex.prospectsId,
    first_name: alex.firstName,
    last_name: alex.lastName,
    flags: [{ type: 'billing', label: 'Payment declined', orders_id: alex.orders.declined }],
    subscriptions: { '7001': { category: 'sleep' } },
    order_history: orderHistoryOut,
  },
};

/**
 * The lander as /leads/patientdata's reader takes it (lapi-client's `landerSummary`): without the
 * order history, which that answer carries but the consumer neither reads nor needs pinned there.
 */
export const alexLanderSummary = {
  body: withoutOrderHistory(alexLander.body),
  returns: withoutOrderHistory(alexLander.returns),
};

function withoutOrderHistory<T extends { order_history: unknown }>(lander: T): Omit<T, 'order_history'> {
  const { order_history: _history, ...summary } = lander;
  return summary;
}
