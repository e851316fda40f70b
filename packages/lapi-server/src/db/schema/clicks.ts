import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * Site visits and where the clinic may treat (resource clicks: /click/create/, /click/statesallowed/).
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
