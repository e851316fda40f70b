import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The legacy API's system of record. One schema serves PGlite and node-postgres; drizzle-kit turns
 * it into the SQL migrations under drizzle/ (`pnpm --filter @helmsman/lapi-server db:generate`).
 *
 * Conventions: snake_case columns as the legacy payloads spell them, money in integer cents (the API
 * renders the legacy "49.98" strings), calendar dates as `date` read back as 'YYYY-MM-DD' strings,
 * instants as `timestamptz`. Ids the legacy API exposes are identities so that explicit seed ids and
 * generated ids can coexist (the seed moves each sequence past its rows).
 *
 * This file is loaded by drizzle-kit's own loader, so it imports nothing but drizzle-orm.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    prospectsId: integer('prospects_id').notNull().unique(),
    // Stored lower-case (enforced below) so a plain unique index makes e-mail case-insensitive.
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    address: text('address'),
    address2: text('address2').notNull().default(''),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country').notNull().default('US'),
    createdAt: createdAt(),
  },
  (t) => [check('leads_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

/** Only the SHA-256 of a session token is stored: a database leak must not hand out live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_lead_id_idx').on(t.leadId)],
);

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

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 7001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    productName: text('product_name').notNull(),
    // 'SKY GLP' here is what shows the customer area's health-data page.
    category: text('category').notNull(),
    frequency: text('frequency').notNull(),
    status: text('status').notNull(),
    nextShipDate: date('next_ship_date', { mode: 'string' }),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_lead_id_idx').on(t.leadId),
    check('subscriptions_frequency', sql`${t.frequency} in ('ONE_TIME', 'MONTHLY', 'QUARTERLY')`),
  ],
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

export const doctors = pgTable('doctors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 11 }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  credentials: text('credentials').notNull(),
  createdAt: createdAt(),
});

/** The patient's thread with their doctor; read_at null means the recipient has not read it yet. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 9001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_lead_id_sent_at_idx').on(t.leadId, t.sentAt),
    check('messages_sender', sql`${t.sender} in ('patient', 'doctor')`),
  ],
);
