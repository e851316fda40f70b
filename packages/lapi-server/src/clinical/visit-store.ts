import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { visitAnswers, visits } from '../db/schema/index.ts';
import { failure, type Reply } from '../http/envelope.ts';
import { invalidInputData } from '../http/input.ts';
import { VISIT_CATEGORIES, type VisitCategory } from './question-bank/index.ts';
import type { Answer } from './questionnaire.ts';

/**
 * Reading and writing visits and their answers. Every query is by the session's lead id: a visit is
 * found only among the caller's own, so no call can reach another customer's visit, whatever ids its
 * body carries (visit ids are never taken from a request at all).
 */

export type Visit = typeof visits.$inferSelect;
export type VisitStatus = 'in_progress' | 'submitted' | 'approved' | 'declined';

export const visitCategory = z.enum(VISIT_CATEGORIES);

/**
 * Where the app continues a visit: `/visit/<category slug>/question/<question id>` while questions
 * remain, `/visit/<category slug>/result` (the risk assessment, then the steps up to payment) once they
 * are all answered and the treatment is not paid yet; null for a visit there is nothing left to do in.
 * Slugs are the categories in lower case with dashes ('SKY GLP' → 'sky-glp'), so the path needs no
 * escaping.
 */
export function destinationOf(
  visit: Pick<Visit, 'category' | 'status' | 'currentQuestionId' | 'paidAt'>,
): string | null {
  const visitPath = `/visit/${categorySlug(visit.category as VisitCategory)}`;
  if (visit.status === 'in_progress' && visit.currentQuestionId !== null) {
    return `${visitPath}/question/${visit.currentQuestionId}`;
  }
  if (visit.status === 'submitted' && visit.paidAt === null) return `${visitPath}/result`;
  return null;
}

export function categorySlug(category: VisitCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

/**
 * The lead's current visit: their in-progress visit touched last (of `category`, when given). With
 * `withSubmitted`, a submitted visit (questions done, not yet reviewed) counts too: the steps after the
 * questions (product preferences) apply to it. With `forUpdate` (inside a transaction) the row stays
 * locked until the transaction ends, so two answers to one visit are applied one after the other.
 */
export async function findCurrentVisit(
  db: Db,
  leadId: number,
  options: { category?: VisitCategory | undefined; forUpdate?: boolean; withSubmitted?: boolean } = {},
): Promise<Visit | undefined> {
  const statuses: VisitStatus[] = options.withSubmitted ? ['in_progress', 'submitted'] : ['in_progress'];
  const conditions = [eq(visits.leadId, leadId), inArray(visits.status, statuses)];
  if (options.category !== undefined) conditions.push(eq(visits.category, options.category));
  const query = db
    .select()
    .from(visits)
    .where(and(...conditions))
    .orderBy(desc(visits.updatedAt), desc(visits.id))
    .limit(1);
  const [visit] = options.forUpdate ? await query.for('update') : await query;
  return visit;
}

/** The lead's open visit of a category: in progress, or submitted and waiting for the doctor. */
export async function findOpenVisit(
  db: Db,
  leadId: number,
  category: VisitCategory,
): Promise<Visit | undefined> {
  const [visit] = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.leadId, leadId),
        eq(visits.category, category),
        inArray(visits.status, ['in_progress', 'submitted']),
      ),
    )
    .limit(1)
    .for('update');
  return visit;
}

/** The visit submitted last: what a risk assessment looks at once the questionnaire is done. */
export async function findLastSubmittedVisit(
  db: Db,
  leadId: number,
  category: VisitCategory | undefined,
): Promise<Visit | undefined> {
  const conditions = [eq(visits.leadId, leadId), eq(visits.status, 'submitted')];
  if (category !== undefined) conditions.push(eq(visits.category, category));
  const [visit] = await db
    .select()
    .from(visits)
    .where(and(...conditions))
    .orderBy(desc(visits.submittedAt), desc(visits.id))
    .limit(1);
  return visit;
}

export async function loadAnswers(db: Db, visitId: number): Promise<Map<string, Answer>> {
  const rows = await db
    .select({ questionId: visitAnswers.questionId, answer: visitAnswers.answer })
    .from(visitAnswers)
    .where(eq(visitAnswers.visitId, visitId));
  return new Map(rows.map((row) => [row.questionId, row.answer]));
}

export async function saveAnswer(db: Db, visitId: number, questionId: string, answer: Answer, now: Date) {
  await db
    .insert(visitAnswers)
    .values({ visitId, questionId, answer, answeredAt: now })
    .onConflictDoUpdate({
      target: [visitAnswers.visitId, visitAnswers.questionId],
      set: { answer, answeredAt: now },
    });
}

/**
 * Deletes the answers of branches the customer left (health data the visit no longer rests on), so a
 * doctor, a risk assessment and a resumed visit all see the same answers.
 */
export async function keepOnlyAnswers(
  db: Db,
  visitId: number,
  questionIds: readonly string[],
): Promise<void> {
  const conditions = [eq(visitAnswers.visitId, visitId)];
  if (questionIds.length > 0) conditions.push(notInArray(visitAnswers.questionId, [...questionIds]));
  await db.delete(visitAnswers).where(and(...conditions));
}

export async function updateVisit(db: Db, visitId: number, changes: Partial<typeof visits.$inferInsert>) {
  const [visit] = await db.update(visits).set(changes).where(eq(visits.id, visitId)).returning();
  if (!visit) throw new Error(`Visit ${visitId} vanished inside its own transaction`);
  return visit;
}

/**
 * A failure of a clinical call: the spec's message for that call (section 8), which legacy clients
 * show as it is, and the specifics in `data` (the field and what is wrong with it, or the reason).
 */
export function clinicalFailure(
  httpStatus: 400 | 409,
  message: string,
  detail: { field: string; problem: string } | { reason: string },
): Reply {
  if ('reason' in detail) return failure(httpStatus, message, { reason: detail.reason });
  return failure(httpStatus, message, invalidInputData([{ field: detail.field, message: detail.problem }]));
}

export function noVisitInProgress(message: string, category: VisitCategory | undefined): Reply {
  const which = category === undefined ? 'online visit' : `${category} online visit`;
  return clinicalFailure(409, message, {
    reason: `There is no ${which} in progress; start one with /leads/startprogram.`,
  });
}
