import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { createdAt } from './columns.ts';
import { products } from './ecom.ts';

/**
 * Subscriptions and their change history (resources account-subscriptions, subscription-update).
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
    /** 'customer' (through the API) or 'support'; actor_lead_id is the customer who acted. */
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
