import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';

/**
 * Idempotent writes (issue 11): what a write with an Idempotency-Key did (http/idempotency.ts).
 */

/**
 * What a write sent with an `Idempotency-Key` header did, so that a retry of it (a double click, the
 * gateway retrying after a timeout, a resubmit after a crash) answers the same without writing again
 * (http/idempotency.ts). Written in the same transaction as the write: after a crash both are there or
 * neither is. Keyed by customer, route and key: the same key on two routes (a message's photo and the
 * message) is two writes. request_hash is the SHA-256 of the request as the route fingerprints it (the
 * card update keeps only the card's last four digits in it), so the same key with another body is
 * refused. The response columns are null only inside the writing transaction, never once committed.
 * Keys count for 24 hours (created_at); older rows are ignored and swept lazily by later writes.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.route, t.key] }),
    // The sweep of expired keys reads the oldest first.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
