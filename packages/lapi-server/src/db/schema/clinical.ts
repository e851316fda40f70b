import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leads } from './account.ts';

/**
 * Online visits and their answers (resources visits, questionnaire, product-preferences; src/clinical/).
 */

/**
 * A lead's online visit for one category ('ed', 'sleep', 'hair', 'SKY GLP'). The questions are in code
 * (src/clinical/question-bank/); the visit keeps where the customer is (current_question_id, null
 * once submitted), what they chose for their treatment, and the last eligibility assessment.
 * "The lead's current visit" is their in-progress visit touched last (updated_at).
 */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 3001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    status: text('status').notNull().default('in_progress'),
    currentQuestionId: text('current_question_id'),
    // Product preferences; each validated against the category in src/clinical/preferences.ts.
    frequency: text('frequency'),
    drug: text('drug'),
    dosage: text('dosage'),
    shipFrequency: text('ship_frequency'),
    hairPreferences: jsonb('hair_preferences').$type<{ concern: string; products: string[] }>(),
    sleepPreferences: jsonb('sleep_preferences').$type<{ trouble: string; melatonin_ok: boolean }>(),
    eligibility: text('eligibility'),
    eligibilityReasons: jsonb('eligibility_reasons').$type<{ code: string; message: string }[]>(),
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // When /order/create/ charged the visit's treatment: a submitted visit not yet paid resumes at its result.
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('visits_lead_id_status_idx').on(t.leadId, t.status, t.updatedAt),
    // One open visit per lead and category: two concurrent starts cannot create two.
    uniqueIndex('visits_one_open_per_category')
      .on(t.leadId, t.category)
      .where(sql`status in ('in_progress', 'submitted')`),
    check('visits_category', sql`${t.category} in ('ed', 'sleep', 'hair', 'SKY GLP')`),
    check('visits_status', sql`${t.status} in ('in_progress', 'submitted', 'approved', 'declined')`),
    check(
      'visits_current_question',
      sql`(${t.status} = 'in_progress') = (${t.currentQuestionId} is not null)`,
    ),
    check('visits_frequency', sql`${t.frequency} in ('MONTHLY', 'QUARTERLY')`),
    check('visits_ship_frequency', sql`${t.shipFrequency} in ('MONTHLY', 'QUARTERLY')`),
    check('visits_eligibility', sql`${t.eligibility} in ('eligible', 'needs_review', 'not_eligible')`),
  ],
);

/** Health data: one answer per question of a visit, as JSON (a choice, choices, yes/no, number, text, date). */
export const visitAnswers = pgTable(
  'visit_answers',
  {
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: jsonb('answer').$type<string | number | boolean | string[]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.questionId] })],
);
