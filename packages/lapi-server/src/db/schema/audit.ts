import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 11, point 7): who read or wrote whose health data or account (http/audit.ts).
 */

/**
 * Who read or wrote whose health data or account, when and from where: one row per audited call,
 * written by the route runner (http/audit.ts), for writes in the same transaction as the write.
 * Append-only: a trigger in the migration (0006) raises on UPDATE, DELETE and TRUNCATE.
 *
 * No foreign keys on purpose: the trail must outlive the rows it speaks of (leads cascade-delete their
 * data, and the audit row of that deletion must stay). actor is the customer whose session acted
 * (null: anonymous or the system); customer_id is whose data it was.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: integer('actor'),
    customerId: integer('customer_id'),
    action: text('action').notNull(),
    /** What was touched: 'visit_answers', 'messages', 'measurements', 'uploads', 'account', 'password', … */
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    /** The route's name in the route table, e.g. 'messages.list'. */
    route: text('route').notNull(),
    /** The client's address: the socket peer, or X-Forwarded-For from a trusted proxy (the gateway). */
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    // "Who saw this customer's data, newest first" is the question the trail exists to answer.
    index('audit_events_customer_id_at_idx').on(t.customerId, t.at),
    index('audit_events_actor_at_idx').on(t.actor, t.at),
    check(
      'audit_events_action',
      sql`${t.action} in ('read', 'create', 'update', 'delete', 'login', 'logout')`,
    ),
  ],
);
