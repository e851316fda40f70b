import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { pendingOrders, visitAnswers, visits } from '../db/schema/index.ts';
import { questionTrees, type VisitCategory } from './question-bank/index.ts';
import { type Answer, walk } from './questionnaire.ts';

/**
 * Visits in a chosen state, for tests and pact provider states only (like createSessionForTest). Each
 * makes its sentence true whatever the database held before, so a provider that is not reset between
 * interactions can call it as often as it likes.
 */

export interface VisitFixture {
  readonly leadsId: number;
  readonly category: VisitCategory;
  /** Must be on the path the answers lead along: a state that cannot happen fails here, loudly. */
  readonly currentQuestionId: string;
  readonly answers: Readonly<Record<string, Answer>>;
  /** The drug the customer chose (null: none yet); left as it was when not given. */
  readonly drug?: string | null | undefined;
}

/**
 * The lead's open visit of the category becomes an in-progress visit at `currentQuestionId` with exactly
 * these answers, touched now (so it is the current visit). Keeps its id when it exists. Returns the id.
 */
export async function putVisitForTest(db: Db, fixture: VisitFixture): Promise<number> {
  const tree = questionTrees[fixture.category];
  const state = walk(tree, new Map(Object.entries(fixture.answers)));
  if (!state.path.includes(fixture.currentQuestionId)) {
    throw new Error(
      `${fixture.currentQuestionId} is not on the path of these answers (${state.path.join(' → ')})`,
    );
  }
  if (state.answers.size !== Object.keys(fixture.answers).length) {
    throw new Error(`Some answers are off the path or do not fit their question: ${state.path.join(' → ')}`);
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.leadId, fixture.leadsId),
          eq(visits.category, fixture.category),
          inArray(visits.status, ['in_progress', 'submitted']),
        ),
      );
    const values = {
      status: 'in_progress',
      currentQuestionId: fixture.currentQuestionId,
      submittedAt: null,
      updatedAt: now,
      ...(fixture.drug !== undefined && { drug: fixture.drug, dosage: null }),
    };
    let id: number;
    if (open) {
      await tx.update(visits).set(values).where(eq(visits.id, open.id));
      await tx.delete(visitAnswers).where(eq(visitAnswers.visitId, open.id));
      id = open.id;
    } else {
      const [created] = await tx
        .insert(visits)
        .values({ ...values, leadId: fixture.leadsId, category: fixture.category, startedAt: now })
        .returning({ id: visits.id });
      if (!created) throw new Error('putVisitForTest: the insert returned no row');
      id = created.id;
    }
    const rows = Object.entries(fixture.answers).map(([questionId, answer]) => ({
      visitId: id,
      questionId,
      answer,
      answeredAt: now,
    }));
    if (rows.length > 0) await tx.insert(visitAnswers).values(rows);
    return id;
  });
}

/** The lead has no visits at all (in progress, submitted or decided). */
export async function removeVisitsForTest(db: Db, leadsId: number): Promise<void> {
  await db.delete(visits).where(eq(visits.leadId, leadsId));
}

/**
 * The lead's open visit of the category is submitted (answers as they were): `paid`, its treatment
 * ordered and the visit waiting for the doctor; unpaid, the customer is still on the steps after the
 * questions.
 */
export async function submitVisitForTest(
  db: Db,
  leadsId: number,
  category: VisitCategory,
  { paid }: { paid: boolean },
): Promise<void> {
  const tree = questionTrees[category];
  await putVisitForTest(db, { leadsId, category, currentQuestionId: tree.first, answers: {} });
  const now = new Date();
  await db
    .update(visits)
    .set({
      status: 'submitted',
      currentQuestionId: null,
      submittedAt: now,
      updatedAt: now,
      paidAt: paid ? now : null,
    })
    .where(and(eq(visits.leadId, leadsId), eq(visits.category, category), eq(visits.status, 'in_progress')));
}

/** The lead has no pending order of this category ('Finish' has nothing to resume there). */
export async function removePendingOrdersForTest(db: Db, leadsId: number, category: string): Promise<void> {
  await db
    .delete(pendingOrders)
    .where(and(eq(pendingOrders.leadId, leadsId), eq(pendingOrders.productCategory, category)));
}

/** What the treatment step saves: the drug, dosage and billing frequency (the ship frequency aside). */
export interface TreatmentChoiceFixture {
  readonly drug: string;
  readonly dosage: string;
  readonly frequency: 'MONTHLY' | 'QUARTERLY';
}

/**
 * The lead's open visit of the category (in progress or submitted) has these treatment choices saved;
 * an error when there is no open visit, as there is nothing to save them on.
 */
export async function chooseTreatmentForTest(
  db: Db,
  leadsId: number,
  category: VisitCategory,
  choice: TreatmentChoiceFixture,
): Promise<void> {
  const chosen = await db
    .update(visits)
    .set({ drug: choice.drug, dosage: choice.dosage, frequency: choice.frequency })
    .where(
      and(
        eq(visits.leadId, leadsId),
        eq(visits.category, category),
        inArray(visits.status, ['in_progress', 'submitted']),
      ),
    )
    .returning({ id: visits.id });
  if (chosen.length === 0)
    throw new Error(`chooseTreatmentForTest: lead ${leadsId} has no open ${category} visit`);
}
