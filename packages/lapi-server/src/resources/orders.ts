import { ORDER_STATUS_DECLINED } from '@helmsman/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { preparedPerDatabase, scalarSubquery } from '../db/prepared.ts';
import { flags, leads, orderItems, orders, pendingOrders, subscriptions } from '../db/schema/index.ts';
import { protocolFailures, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';
import { payableAgain } from './payment-retry.ts';

/** Orders: the customer's order history (inside the "lander") and the orders they have not finished. */

/**
 * The customer's account view as the legacy API calls it (spec section 3, "User data"). A type alias,
 * not an interface, so that it fits the envelope's `message` (interfaces have no index signature).
 */
export type Lander = {
  email: string;
  prospects_id: number;
  first_name: string;
  last_name: string;
  flags: LanderFlag[];
  /** Keyed by subscription id. */
  subscriptions: Record<string, LanderSubscription>;
  /** Keyed by order number. */
  order_history: Record<string, OrderHistoryEntry>;
};

export interface LanderFlag {
  /** 'billing': a payment was declined; `orders_id` names the order the notice belongs to. */
  type: string;
  label: string;
  orders_id: number | null;
}

export interface LanderSubscription {
  product_id: number;
  product_name: string;
  /** 'SKY GLP' gives the customer the health-data page. */
  category: string;
  frequency: string;
  status: string;
  /** 'YYYY-MM-DD'. */
  next_ship_date: string | null;
  /** Dollars with two decimals: "17.50". */
  price: string;
}

export interface OrderHistoryEntry {
  /** Shown as spelled; 'Declined' is the one status the customer area gives a meaning. */
  order_status: string;
  /** 'YYYY-MM-DD'. */
  order_date: string;
  /** Dollars with two decimals: "49.98". */
  order_total: string;
  /** "0.00" when nothing was refunded. */
  refund_amount: string;
  tracking_number: string | null;
  shippingAddress: {
    address: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    country: string;
  };
  /** Keyed by order item id. */
  order_items: Record<string, { product_name: string; product_image: string; category: string }>;
  /**
   * Extension, on Declined orders only: true once the card on file changed after the decline, so
   * /order/retry-payment/ may charge it. Clients of the legacy API ignore it; without it, no retry.
   */
  can_retry_payment?: boolean;
}

interface SubscriptionRow {
  id: number;
  product_id: number;
  product_name: string;
  category: string;
  frequency: string;
  status: string;
  next_ship_date: string | null;
  price_cents: number;
}

interface OrderRow {
  order_number: number;
  status: string;
  order_date: string;
  total_cents: number;
  refund_cents: number;
  tracking_number: string | null;
  ship_address: string;
  ship_address2: string;
  ship_city: string;
  ship_state: string;
  ship_zip: string;
  ship_country: string;
  payable_again: boolean;
  /** Null for an order without lines. */
  items: { id: number; product_name: string; product_image: string; category: string }[] | null;
}

/**
 * The lander as one statement: the lead's row, and each list as a JSON array the database builds in
 * the order the answer lists it (flags and subscriptions by id, orders newest first, lines by id; null
 * when empty). It was five queries (eight for patient data): on PGlite each query is a round of protocol
 * messages through the WebAssembly Postgres on the thread that also serves HTTP, and one statement cut
 * patient data's CPU per call there from ~9 ms to ~3 ms (docs/decisions.md). Dates come out of json as
 * 'YYYY-MM-DD', as the date columns read; money stays cents here and becomes legacyAmount() in JS.
 */
export const landerFields = {
  email: leads.email,
  prospects_id: leads.prospectsId,
  first_name: leads.firstName,
  last_name: leads.lastName,
  flags: scalarSubquery<LanderFlag[] | null>(sql`select json_agg(json_build_object(
      'type', ${flags.type}, 'label', ${flags.label}, 'orders_id', ${flags.ordersId}) order by ${flags.id})
    from ${flags} where ${flags.leadId} = ${leads.id}`),
  subscriptions: scalarSubquery<SubscriptionRow[] | null>(sql`select json_agg(json_build_object(
      'id', ${subscriptions.id}, 'product_id', ${subscriptions.productId},
      'product_name', ${subscriptions.productName}, 'category', ${subscriptions.category},
      'frequency', ${subscriptions.frequency}, 'status', ${subscriptions.status},
      'next_ship_date', ${subscriptions.nextShipDate}, 'price_cents', ${subscriptions.priceCents})
      order by ${subscriptions.id})
    from ${subscriptions} where ${subscriptions.leadId} = ${leads.id}`),
  orders: scalarSubquery<OrderRow[] | null>(sql`select json_agg(json_build_object(
      'order_number', ${orders.orderNumber}, 'status', ${orders.status}, 'order_date', ${orders.orderDate},
      'total_cents', ${orders.totalCents}, 'refund_cents', ${orders.refundCents},
      'tracking_number', ${orders.trackingNumber}, 'ship_address', ${orders.shipAddress},
      'ship_address2', ${orders.shipAddress2}, 'ship_city', ${orders.shipCity},
      'ship_state', ${orders.shipState}, 'ship_zip', ${orders.shipZip}, 'ship_country', ${orders.shipCountry},
      'payable_again', ${payableAgain},
      'items', (select json_agg(json_build_object(
          'id', ${orderItems.id}, 'product_name', ${orderItems.productName},
          'product_image', ${orderItems.productImage}, 'category', ${orderItems.category})
          order by ${orderItems.id})
        from ${orderItems} where ${orderItems.orderNumber} = ${orders.orderNumber}))
      order by ${orders.orderDate} desc, ${orders.orderNumber} desc)
    from ${orders} where ${orders.leadId} = ${leads.id}`),
};

export type LanderRow = {
  email: string;
  prospects_id: number;
  first_name: string;
  last_name: string;
  flags: LanderFlag[] | null;
  subscriptions: SubscriptionRow[] | null;
  orders: OrderRow[] | null;
};

const landerQuery = preparedPerDatabase('lander', (db) =>
  db
    .select(landerFields)
    .from(leads)
    .where(eq(leads.id, sql.placeholder('leadId'))),
);

/** The legacy lander from the row of the lander query. */
export function landerOf(row: LanderRow): Lander {
  // JSON objects list integer-like keys in ascending order whatever the insertion order, so these maps
  // come out sorted by id and order number; clients that need another order sort themselves.
  const subscriptionMap: Lander['subscriptions'] = {};
  for (const subscription of row.subscriptions ?? []) {
    subscriptionMap[subscription.id] = {
      product_id: subscription.product_id,
      product_name: subscription.product_name,
      category: subscription.category,
      frequency: subscription.frequency,
      status: subscription.status,
      next_ship_date: subscription.next_ship_date,
      price: legacyAmount(subscription.price_cents),
    };
  }

  const history: Lander['order_history'] = {};
  for (const order of row.orders ?? []) {
    const items: OrderHistoryEntry['order_items'] = {};
    for (const item of order.items ?? []) {
      items[item.id] = {
        product_name: item.product_name,
        product_image: item.product_image,
        category: item.category,
      };
    }
    history[order.order_number] = {
      order_status: order.status,
      order_date: order.order_date,
      order_total: legacyAmount(order.total_cents),
      refund_amount: legacyAmount(order.refund_cents),
      tracking_number: order.tracking_number,
      shippingAddress: {
        address: order.ship_address,
        address2: order.ship_address2,
        city: order.ship_city,
        state: order.ship_state,
        zip: order.ship_zip,
        country: order.ship_country,
      },
      order_items: items,
      ...(order.status === ORDER_STATUS_DECLINED ? { can_retry_payment: order.payable_again === true } : {}),
    };
  }

  return {
    email: row.email,
    prospects_id: row.prospects_id,
    first_name: row.first_name,
    last_name: row.last_name,
    flags: row.flags ?? [],
    subscriptions: subscriptionMap,
    order_history: history,
  };
}

/** Null when the lead does not exist. */
export async function loadLander(db: Db, leadId: number): Promise<Lander | null> {
  const [row] = await landerQuery(db).execute({ leadId });
  return row ? landerOf(row) : null;
}

/** Online visits not paid for, oldest first: pendingorders, and patient data's resumeOrders. */
const pendingOrdersQuery = preparedPerDatabase('pending_orders', (db) =>
  db
    .select({ product: pendingOrders.product, product_category: pendingOrders.productCategory })
    .from(pendingOrders)
    .where(eq(pendingOrders.leadId, sql.placeholder('leadId')))
    .orderBy(asc(pendingOrders.id)),
);

const ordersDetails = defineRoute({
  path: '/lapi/account/orders/',
  kind: 'defined',
  auth: 'customer',
  audit: 'none',
  summary:
    'Orders details: the lander (identity, flags, subscriptions, order history) of the logged-in lead.',
  input: customerInput,
  async handler(_input, { db, leadId }) {
    const lander = await loadLander(db, leadId);
    if (!lander) return protocolFailures.notAuthenticated();
    // Legacy quirk kept on purpose (spec section 7): the payload travels in `message`, `data` is null.
    return success(null, lander);
  },
});

const pendingOrdersList = defineRoute({
  path: '/lapi/account/pendingorders/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: 'Online visits started but not paid for, oldest first; "Finish" resumes one by category.',
  input: customerInput,
  async handler(_input, { db, leadId }) {
    return success(await pendingOrdersQuery(db).execute({ leadId }), '');
  },
});

export const orderRoutes = [ordersDetails, pendingOrdersList];
