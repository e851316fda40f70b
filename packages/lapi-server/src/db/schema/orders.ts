import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { createdAt } from './columns.ts';
import { coupons, products } from './ecom.ts';

/**
 * Orders and what hangs off them: their lines, charge attempts, coupon redemptions, pending online-visit
 * orders and account notices (resources orders, checkout, order-create, payment-retry).
 */

/**
 * Statuses are free text ('Shipped', 'Declined', 'Partially Refunded', ...): the customer area shows
 * whatever the legacy API says and only gives 'Declined' a meaning.
 */
export const orders = pgTable(
  'orders',
  {
    orderNumber: integer('order_number').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    refundCents: integer('refund_cents').notNull().default(0),
    trackingNumber: text('tracking_number'),
    // The address the order shipped to, copied at order time: later address changes must not rewrite history.
    shipAddress: text('ship_address').notNull(),
    shipAddress2: text('ship_address2').notNull().default(''),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZip: text('ship_zip').notNull(),
    shipCountry: text('ship_country').notNull().default('US'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_lead_id_idx').on(t.leadId),
    check('orders_refund_within_total', sql`${t.refundCents} between 0 and ${t.totalCents}`),
  ],
);

/** Name, image and category are copied from the product so past orders survive catalogue changes. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5001 }),
    orderNumber: integer('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('order_items_order_number_idx').on(t.orderNumber)],
);

/** An online visit started but not paid for; 'Finish' resumes it by category. */
export const pendingOrders = pgTable(
  'pending_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 8001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    productCategory: text('product_category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_orders_lead_id_idx').on(t.leadId)],
);

/** Account notices such as a declined payment ('billing', pointing at the order) or an expired card. */
export const flags = pgTable(
  'flags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    label: text('label').notNull(),
    ordersId: integer('orders_id').references(() => orders.orderNumber, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('flags_lead_id_idx').on(t.leadId)],
);

/** A coupon used on an order; counted against max_uses_per_lead. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_lead_idx').on(t.couponId, t.leadId)],
);

/**
 * Every charge attempt of an order, approved or declined: the processor's charge id and decline code,
 * and the card as the customer sees it (brand, last four). Never the number, the CVV or the token.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: integer('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    chargeId: text('charge_id'),
    declineCode: text('decline_code'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_number_idx').on(t.orderNumber),
    check('order_payments_status', sql`${t.status} in ('approved', 'declined')`),
  ],
);
