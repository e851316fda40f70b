import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * The shop: the catalogue (products), coupons and the server-side cart (resources ecom, coupons, upsells).
 */

/**
 * Shop catalogue (kind 'shop', the gummies of `@helmsman/domain`) and prescribed treatments (kind
 * 'treatment', sold only after an online visit). Category drives the customer area's icons.
 */
export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    productName: text('product_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    frequency: text('frequency').notNull(),
    quantitySupported: boolean('quantity_supported').notNull().default(true),
    img: text('img').notNull(),
    description: text('description').notNull(),
    dose: text('dose').notNull(),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [
    check('products_frequency', sql`${t.frequency} in ('ONE_TIME', 'MONTHLY', 'QUARTERLY')`),
    check('products_kind', sql`${t.kind} in ('shop', 'treatment')`),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A coupon. Exactly one of percent_off and amount_off_cents is set. category limits the discount to
 * products of that category (e.g. 'sleep'); min_subtotal_cents is compared with the cart's subtotal;
 * a coupon is valid through expires_on; max_uses_per_lead null means unlimited.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    category: text('category'),
    expiresOn: date('expires_on', { mode: 'string' }),
    maxUsesPerLead: integer('max_uses_per_lead'),
    createdAt: createdAt(),
  },
  (t) => [
    // Codes are compared upper-case: stored that way, a plain unique index makes them case-insensitive.
    check('coupons_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('coupons_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
    check('coupons_percent_range', sql`${t.percentOff} between 1 and 100`),
    check('coupons_amount_positive', sql`${t.amountOffCents} > 0`),
  ],
);

/** One server-side cart per lead: the lines are cart_items, the applied coupon is here. */
export const carts = pgTable('carts', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product in a lead's cart, at most once (adding it again raises the quantity). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => carts.leadId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_lead_product').on(t.leadId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
