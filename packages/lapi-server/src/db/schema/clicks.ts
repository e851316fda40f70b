import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * Site visits and where the clinic may treat (resource clicks: /click/create/, /click/statesallowed/,
 * and the /click/statewaitlist/ extension).
 */

/**
 * One row per site visit (/click/create/). lead_id is set once the visitor is known (sign-up or login
 * with the click id), never from the anonymous call itself. `extra` holds the other query parameters.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 400001 }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    a: text('a'),
    c1: text('c1'),
    s1: text('s1'),
    s2: text('s2'),
    s3: text('s3'),
    s4: text('s4'),
    s5: text('s5'),
    url: text('url'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    deviceType: text('device_type'),
    ipAddress: text('ip_address'),
    campaignsId: text('campaigns_id'),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('clicks_lead_id_idx').on(t.leadId)],
);

/** The US states where the clinic may treat each category (/click/statesallowed/): USPS codes. */
export const statesAllowed = pgTable(
  'states_allowed',
  {
    category: text('category').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.state] }),
    check('states_allowed_code', sql`${t.state} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Visitors who asked to be told when the clinic treats a category in their state
 * (/click/statewaitlist/, an extension). One row per category, state and e-mail (lower case).
 */
export const stateWaitlist = pgTable(
  'state_waitlist',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    category: text('category').notNull(),
    state: text('state').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('state_waitlist_entry').on(t.category, t.state, t.email),
    check('state_waitlist_code', sql`${t.state} ~ '^[A-Z]{2}$'`),
  ],
);
