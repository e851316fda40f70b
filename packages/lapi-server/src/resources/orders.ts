import { ORDER_STATUS_DECLINED } from '@helmsman/domain';
import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { flags, leads, orderItems, orders, pendingOrders, subscriptions } from '../db/schema.ts';
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

/** Null when the lead does not exist. */
export async function loadLander(db: Db, leadId: number): Promise<Lander | null> {
  const [lead] = await db
    .select({
      email: leads.email,
      prospects_id: leads.prospectsId,
      first_name: leads.firstName,
      last_name: leads.lastName,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead) return null;

  const [flagRows, subscriptionRows, orderRows, itemRows] = await Promise.all([
    db
      .select({ type: flags.type, label: flags.label, orders_id: flags.ordersId })
      .from(flags)
      .where(eq(flags.leadId, leadId))
      .orderBy(asc(flags.id)),
    db.select().from(subscriptions).where(eq(subscriptions.leadId, leadId)).orderBy(asc(subscriptions.id)),
    db
      .select({ ...getTableColumns(orders), payableAgain })
      .from(orders)
      .where(eq(orders.leadId, leadId))
      .orderBy(desc(orders.orderDate), desc(orders.orderNumber)),
    db
      .select({
        id: orderItems.id,
        orderNumber: orderItems.orderNumber,
        productName: orderItems.productName,
        productImage: orderItems.productImage,
        category: orderItems.category,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.orderNumber, orderItems.orderNumber))
      .where(eq(orders.leadId, leadId))
      .orderBy(asc(orderItems.id)),
  ]);

  // JSON objects list integer-like keys in ascending order whatever the insertion order, so these maps
  // come out sorted by id and order number; clients that need another order sort themselves.
  const subscriptionMap: Lander['subscriptions'] = {};
  for (const row of subscriptionRows) {
    subscriptionMap[row.id] = {
      product_id: row.productId,
      product_name: row.productName,
      category: row.category,
      frequency: row.frequency,
      status: row.status,
      next_ship_date: row.nextShipDate,
      price: legacyAmount(row.priceCents),
    };
  }

  const history: Lander['order_history'] = {};
  for (const order of orderRows) {
    history[order.orderNumber] = {
      order_status: order.status,
      order_date: order.orderDate,
      order_total: legacyAmount(order.totalCents),
      refund_amount: legacyAmount(order.refundCents),
      tracking_number: order.trackingNumber,
      shippingAddress: {
        address: order.shipAddress,
        address2: order.shipAddress2,
        city: order.shipCity,
        state: order.shipState,
        zip: order.shipZip,
        country: order.shipCountry,
      },
      order_items: {},
      ...(order.status === ORDER_STATUS_DECLINED ? { can_retry_payment: order.payableAgain === true } : {}),
    };
  }
  for (const item of itemRows) {
    const entry = history[item.orderNumber];
    if (!entry) continue;
    entry.order_items[item.id] = {
      product_name: item.productName,
      product_image: item.productImage,
      category: item.category,
    };
  }

  return { ...lead, flags: flagRows, subscriptions: subscriptionMap, order_history: history };
}

const ordersDetails = defineRoute({
  path: '/lapi/account/orders/',
  kind: 'defined',
  auth: 'customer',
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
  summary: 'Online visits started but not paid for, oldest first; "Finish" resumes one by category.',
  input: customerInput,
  async handler(_input, { db, leadId }) {
    const rows = await db
      .select({ product: pendingOrders.product, product_category: pendingOrders.productCategory })
      .from(pendingOrders)
      .where(eq(pendingOrders.leadId, leadId))
      .orderBy(asc(pendingOrders.id));
    return success(rows, '');
  },
});

export const orderRoutes = [ordersDetails, pendingOrdersList];
