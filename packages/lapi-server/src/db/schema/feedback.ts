import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { createdAt } from './columns.ts';

/**
 * Satisfaction surveys and star ratings (resource feedback).
 */

/** Answers to a satisfaction survey; `answers` is validated against the survey's questions first. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 70001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    survey: text('survey').notNull(),
    answers: jsonb('answers').$type<Record<string, string | number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_responses_lead_id_idx').on(t.leadId)],
);

/** Star ratings with an optional comment; `context` says where the customer gave it (e.g. 'messages'). */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 80001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    context: text('context'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_lead_id_idx').on(t.leadId),
    check('feedback_rating', sql`${t.rating} between 1 and 5`),
  ],
);
