import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { subscriptions, weightMeasurements } from '../db/schema/index.ts';
import { failure, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { fieldFailure } from './account-fields.ts';

/**
 * The weight log of the health-data page, for SKY GLP (weight programme) patients only. Weights are
 * health data: they are never logged, and another customer's are out of reach (the session decides).
 */

export const SKY_GLP = 'SKY GLP';
export const NOT_IN_PROGRAMME = 'Health data is available to SKY GLP programme patients only.';
export const FAILED_SAVE_MEASUREMENT = 'Failed to save measurement.';

async function inSkyGlpProgramme(db: Db, leadId: number): Promise<boolean> {
  const count = await db.$count(
    subscriptions,
    and(
      eq(subscriptions.leadId, leadId),
      eq(subscriptions.category, SKY_GLP),
      eq(subscriptions.status, 'active'),
    ),
  );
  return count > 0;
}

function measurementOf(row: { id: number; weightTenthsLbs: number; measuredOn: string }) {
  return { id: row.id, weight_lbs: row.weightTenthsLbs / 10, measured_on: row.measuredOn };
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
  }, 'Invalid date');

const weightLbs = z
  .number({ error: 'Weight must be a number of pounds.' })
  .min(50, 'Weight must be between 50 and 1000 lbs.')
  .max(1000, 'Weight must be between 50 and 1000 lbs.')
  // Tenths are what the scale shows and what is stored; 180.25 would be rounded behind the patient's back.
  .refine(
    (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
    'Weight can have one decimal at most.',
  );

const measurement = defineRoute({
  path: '/lapi/v2/account/measurement',
  kind: 'legacy',
  auth: 'customer',
  audit: {
    resource: 'measurements',
    // Per call, so that the list (the health-data page's read) runs without a transaction.
    action: (input) => (input.action === 'add' ? 'create' : 'read'),
    id: (input) => (input.action === 'add' ? input.measured_on : null),
  },
  summary:
    "SKY GLP weight log: { action: 'list' } newest first; { action: 'add', weight_lbs, measured_on } (one per day).",
  input: z.discriminatedUnion(
    'action',
    [
      customerInput.extend({ action: z.literal('list') }),
      customerInput.extend({ action: z.literal('add'), weight_lbs: weightLbs, measured_on: isoDate }),
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? 'must be "list" or "add"' : undefined) },
  ),
  invalidInput: invalidInputAs(FAILED_SAVE_MEASUREMENT),
  async handler(input, { db, leadId, clock }) {
    if (!(await inSkyGlpProgramme(db, leadId))) return failure(403, NOT_IN_PROGRAMME);

    if (input.action === 'add') {
      // U.S. days start after the UTC one, so "not after today (UTC)" never refuses a customer's today.
      const today = clock.now().toISOString().slice(0, 10);
      if (input.measured_on > today) {
        return fieldFailure(400, FAILED_SAVE_MEASUREMENT, 'measured_on', 'The date cannot be in the future.');
      }
      const values = { weightTenthsLbs: Math.round(input.weight_lbs * 10), measuredOn: input.measured_on };
      // One weigh-in per day: a second one that day corrects the first.
      const [saved] = await db
        .insert(weightMeasurements)
        .values({ leadId, ...values, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: [weightMeasurements.leadId, weightMeasurements.measuredOn],
          set: { weightTenthsLbs: values.weightTenthsLbs },
        })
        .returning();
      if (!saved) return failure(500, 'An error occurred, please try again later.');
      return success(measurementOf(saved), 'Measurement saved.');
    }

    const rows = await db
      .select()
      .from(weightMeasurements)
      .where(eq(weightMeasurements.leadId, leadId))
      .orderBy(desc(weightMeasurements.measuredOn));
    return success(rows.map(measurementOf), '');
  },
});

export const measurementRoutes = [measurement];
