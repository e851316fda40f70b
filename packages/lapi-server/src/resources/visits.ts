import { messages } from '@helmsman/domain';
import { and, eq } from 'drizzle-orm';
import { questionTrees, type VisitCategory } from '../clinical/question-bank/index.ts';
import { assessRisk, walk } from '../clinical/questionnaire.ts';
import {
  clinicalFailure,
  destinationOf,
  findCurrentVisit,
  findLastSubmittedVisit,
  findOpenVisit,
  loadAnswers,
  noVisitInProgress,
  updateVisit,
  type Visit,
  visitCategory,
} from '../clinical/visit-store.ts';
import type { Db } from '../db/open.ts';
import { pendingOrders, visits } from '../db/schema/index.ts';
import { replyField, succeeded } from '../http/audit.ts';
import { type Reply, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';

/** Online visits: starting or resuming one, and the eligibility of the customer's visit. */

const startProgramInput = customerInput
  .extend({ category: visitCategory.optional(), new_category: visitCategory.optional() })
  .superRefine((input, context) => {
    if (input.category === undefined && input.new_category === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: 'is required (or new_category, to finish a pending order)',
      });
    }
    if (input.category !== undefined && input.new_category !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['new_category'],
        message: 'must not be sent together with category',
      });
    }
  });

const startProgram = defineRoute({
  path: '/lapi/leads/startprogram',
  kind: 'legacy',
  auth: 'customer',
  audit: {
    resource: 'visit',
    action: 'create',
    // A resumed visit is touched (updated_at), not created.
    entries: (input, reply) =>
      succeeded(reply)
        ? [
            {
              resource: 'visit',
              action: (reply.envelope.data as { resumed?: unknown }).resumed === true ? 'update' : 'create',
              resourceId: String(replyField('visit_id')(input, reply)),
            },
          ]
        : [],
  },
  summary:
    "Starts or resumes the lead's visit of `category` (or, with `new_category`, the visit of a pending order: 'Finish'); answers where the app continues.",
  input: startProgramInput,
  invalidInput: invalidInputAs(messages.unableToStartConsultation),
  async handler(input, { db, leadId, clock }) {
    const finishing = input.new_category !== undefined;
    const category = (input.new_category ?? input.category) as VisitCategory;
    return db.transaction(async (tx: Db): Promise<Reply> => {
      if (finishing && !(await hasPendingOrder(tx, leadId, category))) {
        return clinicalFailure(409, messages.unableToStartConsultation, {
          reason: `There is no pending order of category ${category} to finish.`,
        });
      }
      const now = clock.now();
      const open = await findOpenVisit(tx, leadId, category);
      // A submitted visit resumes at its result until its treatment is paid; then it waits for the doctor.
      if (open?.status === 'submitted' && open.paidAt !== null) {
        return clinicalFailure(409, messages.unableToStartConsultation, {
          reason: `Your ${category} visit was submitted and is waiting for the doctor's review.`,
        });
      }
      // Touching a resumed visit makes it the current one, which the product calls then act on.
      const visit = open
        ? await updateVisit(tx, open.id, { updatedAt: now })
        : await createVisit(tx, leadId, category, now);
      const destination = destinationOf(visit);
      if (destination === null) throw new Error(`Visit ${visit.id} (${visit.status}) has nowhere to resume`);
      return success(
        { leads_id: leadId, destination, visit_id: visit.id, category, resumed: open !== undefined },
        open ? 'Online visit resumed.' : 'Online visit started.',
      );
    });
  },
});

async function hasPendingOrder(db: Db, leadId: number, category: VisitCategory): Promise<boolean> {
  const [row] = await db
    .select({ id: pendingOrders.id })
    .from(pendingOrders)
    .where(and(eq(pendingOrders.leadId, leadId), eq(pendingOrders.productCategory, category)))
    .limit(1);
  return row !== undefined;
}

async function createVisit(db: Db, leadId: number, category: VisitCategory, now: Date): Promise<Visit> {
  const [created] = await db
    .insert(visits)
    .values({
      leadId,
      category,
      status: 'in_progress',
      currentQuestionId: questionTrees[category].first,
      startedAt: now,
      updatedAt: now,
    })
    // A concurrent start of the same category won the unique index: continue the visit it created.
    .onConflictDoNothing()
    .returning();
  const visit = created ?? (await findOpenVisit(db, leadId, category));
  if (!visit) throw new Error(`No open ${category} visit after creating one for lead ${leadId}`);
  return visit;
}

const riskAssessment = defineRoute({
  path: '/lapi/risk/assessment/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'read', id: replyField('visit_id') },
  summary:
    'Eligibility of the current visit (or the visit just submitted) from its answers: eligible, needs_review or not_eligible, with reasons.',
  input: customerInput.extend({ category: visitCategory.optional() }),
  invalidInput: invalidInputAs(messages.failedEligibility),
  async handler({ category }, { db, leadId, clock }) {
    return db.transaction(async (tx: Db): Promise<Reply> => {
      const visit =
        (await findCurrentVisit(tx, leadId, { category, forUpdate: true })) ??
        (await findLastSubmittedVisit(tx, leadId, category));
      if (!visit) return noVisitInProgress(messages.failedEligibility, category);
      const tree = questionTrees[visit.category as VisitCategory];
      const assessment = assessRisk(tree, walk(tree, await loadAnswers(tx, visit.id)));
      // Kept on the visit for the reviewing doctor; not an activity of the customer, so updated_at stays.
      await updateVisit(tx, visit.id, {
        eligibility: assessment.result,
        eligibilityReasons: [...assessment.reasons],
        assessedAt: clock.now(),
      });
      return success({ visit_id: visit.id, category: visit.category, ...assessment }, '');
    });
  },
});

export const visitRoutes = [startProgram, riskAssessment];
