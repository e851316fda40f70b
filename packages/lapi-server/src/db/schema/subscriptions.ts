import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { createdAt } from './columns.ts';
import { products } from './ecom.ts';
import { orders } from './orders.ts';

/**
 * Subscriptions, their change history and their renewals (resources account-subscriptions,
 * subscription-update; src/renewals/).
 */

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
    // Commerce (/subscription/update/): bottles per shipment (price_cents is for all of them), the
    // date a pause ends by itself (null: until resumed), and why the customer cancelled.
    quantity: integer('quantity').notNull().default(1),
    pausedUntil: date('paused_until', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
  },
  (t) => [
    index('subscriptions_lead_id_idx').on(t.leadId),
    check('subscriptions_frequency', sql`${t.frequency} in ('ONE_TIME', 'MONTHLY', 'QUARTERLY')`),
  ],
);

/**
 * The history support reads: who changed a subscription, when, what (action and the fields before and
 * after, in details) and why (cancel reason and the customer's note).
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** 'customer' (through the API), 'support' or 'renewal' (src/renewals/); actor_lead_id is the customer who acted. */
    actor: text('actor').notNull(),
    actorLeadId: integer('actor_lead_id').references(() => leads.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason'),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_id_idx').on(t.subscriptionId)],
);

/**
 * One row per shipment a subscription came due for (src/renewals/): the primary key is what makes a
 * renewal happen once, however many runs or servers try it at the same time. The row is written in
 * the renewal's transaction, before the charge, so a second runner waiting on the same key finds it
 * and charges nothing. outcome 'paid' or 'declined' and order_number, the order it made, are null only
 * inside the renewing transaction (as idempotency_keys' responses), never once committed.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    orderNumber: integer('order_number')
      .unique()
      .references(() => orders.orderNumber, { onDelete: 'set null' }),
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.dueDate] }),
    check('subscription_renewals_outcome', sql`${t.outcome} in ('paid', 'declined')`),
  ],
);
