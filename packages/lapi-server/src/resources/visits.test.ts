import { messages } from '@helmsman/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { demo, demoVisit } from '../db/demo-data.ts';
import { visits } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { storeTestCard, TEST_CARDS } from './commerce-fixtures.ts';

const START = '/lapi/leads/startprogram';
const RISK = '/lapi/risk/assessment/';
const ORDER_CREATE = '/lapi/order/create/';
const SUBMIT = '/lapi/v2/questionnaire/submit_question';
const ALEX = 'alex-visits-test-token';
const SAM = 'sam-visits-test-token';

function expectFailure(answer: LapiAnswer, httpStatus: number, message: string) {
  expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(httpStatus);
  expect(answer.envelope).toMatchObject({ status: 'FAILURE', message });
}

describe.each(backends)('online visits on %s', (backend) => {
  const context = useTestApp(backend);
  const db = () => context.database.db;
  const call = (path: string, data: unknown, token: string) => callLapi(context.app, path, data, { token });
  const visitsOf = (leadId: number) => db().select().from(visits).where(eq(visits.leadId, leadId));

  beforeEach(async () => {
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
  });

  describe('startprogram', () => {
    it("resumes Alex's ED visit where he left it", async () => {
      const answer = await call(START, { leads_id: demo.alex.leadsId, category: 'ed' }, ALEX);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: {
          leads_id: demo.alex.leadsId,
          destination: '/visit/ed/question/ed-blood-pressure',
          visit_id: demoVisit.alexEd.id,
          category: 'ed',
          resumed: true,
        },
        message: 'Online visit resumed.',
      });
    });

    it("'Finish' on the pending order resumes the visit of its category", async () => {
      const answer = await call(START, { leads_id: demo.alex.leadsId, new_category: 'ed' }, ALEX);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toMatchObject({
        leads_id: demo.alex.leadsId,
        destination: demoVisit.alexEd.destination,
      });
    });

    it("'Finish' creates the visit when the pending order has none", async () => {
      await db().delete(visits).where(eq(visits.id, demoVisit.alexEd.id));
      const answer = await call(START, { new_category: 'ed' }, ALEX);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toMatchObject({
        destination: '/visit/ed/question/ed-dob',
        resumed: false,
      });
      expect(await visitsOf(demo.alex.leadsId)).toMatchObject([
        { category: 'ed', status: 'in_progress', currentQuestionId: 'ed-dob' },
      ]);
    });

    it('starts a new visit once, then resumes it; the SKY GLP path has no space', async () => {
      const first = await call(START, { category: 'SKY GLP' }, ALEX);
      expect(first.httpStatus).toBe(200);
      expect(first.envelope.data).toMatchObject({
        destination: '/visit/sky-glp/question/glp-dob',
        category: 'SKY GLP',
        resumed: false,
      });
      expect(first.envelope.message).toBe('Online visit started.');
      const again = await call(START, { category: 'SKY GLP' }, ALEX);
      expect(again.envelope.data).toMatchObject({
        visit_id: (first.envelope.data as { visit_id: number }).visit_id,
      });
      expect(
        (await visitsOf(demo.alex.leadsId)).filter((visit) => visit.category === 'SKY GLP'),
      ).toHaveLength(1);
    });

    it('creates one visit when two starts of the same category race', async () => {
      const answers = await Promise.all([
        call(START, { category: 'hair' }, SAM),
        call(START, { category: 'hair' }, SAM),
        call(START, { category: 'hair' }, SAM),
      ]);
      for (const answer of answers) expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      expect(
        new Set(answers.map((answer) => (answer.envelope.data as { visit_id: number }).visit_id)).size,
      ).toBe(1);
      expect(await visitsOf(demo.sam.leadsId)).toHaveLength(1);
    });

    it('refuses to finish a pending order that does not exist (409)', async () => {
      const answer = await call(START, { new_category: 'sleep' }, ALEX);
      expectFailure(answer, 409, messages.unableToStartConsultation);
      expect(answer.envelope.data).toEqual({
        reason: 'There is no pending order of category sleep to finish.',
      });
    });

    it('resumes a submitted visit at its result while its treatment is not paid, on any device', async () => {
      await db()
        .update(visits)
        .set({ status: 'submitted', currentQuestionId: null, submittedAt: new Date() })
        .where(eq(visits.id, demoVisit.alexEd.id));
      const answer = await call(START, { category: 'ed' }, ALEX);
      expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
      expect(answer.envelope).toMatchObject({
        data: { destination: '/visit/ed/result', visit_id: demoVisit.alexEd.id, resumed: true },
        message: 'Online visit resumed.',
      });
      expect(await visitsOf(demo.alex.leadsId)).toMatchObject([{ status: 'submitted', paidAt: null }]);
    });

    it('refuses a new visit while the paid one waits for the doctor (409), allows one after the decision', async () => {
      await db()
        .update(visits)
        .set({ status: 'submitted', currentQuestionId: null, submittedAt: new Date() })
        .where(eq(visits.id, demoVisit.alexEd.id));
      await storeTestCard(db(), demo.alex.leadsId, TEST_CARDS.approve);
      const paid = await call(ORDER_CREATE, { product_id: demo.products.sildenafil }, ALEX);
      expect(paid.httpStatus, JSON.stringify(paid.envelope)).toBe(200);
      expect(await visitsOf(demo.alex.leadsId)).toMatchObject([{ paidAt: expect.any(Date) }]);
      const refused = await call(START, { category: 'ed' }, ALEX);
      expectFailure(refused, 409, messages.unableToStartConsultation);
      expect(refused.envelope.data).toMatchObject({
        reason: expect.stringMatching(/waiting for the doctor/),
      });

      await db().update(visits).set({ status: 'approved' }).where(eq(visits.id, demoVisit.alexEd.id));
      const started = await call(START, { category: 'ed' }, ALEX);
      expect(started.httpStatus).toBe(200);
      expect(started.envelope.data).toMatchObject({
        destination: '/visit/ed/question/ed-dob',
        resumed: false,
      });
    });

    it.each([
      [{ category: 'dental' }, 'category', 'category must be one of "ed", "sleep", "hair", "SKY GLP"'],
      [
        { new_category: 'ED' },
        'new_category',
        'new_category must be one of "ed", "sleep", "hair", "SKY GLP"',
      ],
      [{}, 'category', 'category is required (or new_category, to finish a pending order)'],
      [
        { category: 'ed', new_category: 'ed' },
        'new_category',
        'new_category must not be sent together with category',
      ],
    ])('answers 400 with the spec message to %j', async (data, field, problem) => {
      const answer = await call(START, data, ALEX);
      expectFailure(answer, 400, messages.unableToStartConsultation);
      expect(answer.envelope.data).toMatchObject({ field, message: problem });
    });

    it("gives Sam a visit of his own and never Alex's", async () => {
      expectFailure(await call(START, { new_category: 'ed' }, SAM), 409, messages.unableToStartConsultation);
      const answer = await call(START, { category: 'ed' }, SAM);
      expect(answer.envelope.data).toMatchObject({
        leads_id: demo.sam.leadsId,
        destination: '/visit/ed/question/ed-dob',
        resumed: false,
      });
      expect((answer.envelope.data as { visit_id: number }).visit_id).not.toBe(demoVisit.alexEd.id);
      const [alexVisit] = await visitsOf(demo.alex.leadsId);
      expect(alexVisit).toMatchObject({ id: demoVisit.alexEd.id, currentQuestionId: 'ed-blood-pressure' });
      expect((await call(START, { leads_id: demo.alex.leadsId, category: 'ed' }, SAM)).httpStatus).toBe(403);
    });
  });

  describe('risk assessment', () => {
    it("finds Alex's answers so far eligible, and keeps the result on the visit", async () => {
      const answer = await call(RISK, { leads_id: demo.alex.leadsId }, ALEX);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toEqual({
        visit_id: demoVisit.alexEd.id,
        category: 'ed',
        result: 'eligible',
        reasons: [],
        complete: false,
      });
      const [visit] = await visitsOf(demo.alex.leadsId);
      expect(visit).toMatchObject({ eligibility: 'eligible', eligibilityReasons: [] });
      expect(visit?.assessedAt).toBeInstanceOf(Date);
    });

    it('flags a low blood pressure for review', async () => {
      await call(SUBMIT, { question_id: 'ed-blood-pressure', answer: 'low' }, ALEX);
      const answer = await call(RISK, {}, ALEX);
      expect(answer.envelope.data).toMatchObject({
        result: 'needs_review',
        reasons: [
          { code: 'low_blood_pressure', message: 'Low blood pressure: a doctor must review the dose.' },
        ],
      });
    });

    it('finds nitrates a contraindication', async () => {
      expect((await call(SUBMIT, { question_id: 'ed-nitrates', answer: true }, ALEX)).httpStatus).toBe(200);
      const answer = await call(RISK, { category: 'ed' }, ALEX);
      expect(answer.envelope.data).toMatchObject({ result: 'not_eligible', reasons: [{ code: 'nitrates' }] });
    });

    it('assesses the visit just submitted when none is in progress', async () => {
      for (const [question_id, answer] of [
        ['ed-blood-pressure', 'normal'],
        ['ed-conditions', ['diabetes']],
        ['ed-medications', 'none'],
        ['ed-previous-treatment', 'never'],
      ] as const) {
        expect((await call(SUBMIT, { question_id, answer }, ALEX)).httpStatus).toBe(200);
      }
      const answer = await call(RISK, {}, ALEX);
      expect(answer.envelope.data).toMatchObject({
        visit_id: demoVisit.alexEd.id,
        result: 'eligible',
        complete: true,
      });
    });

    it('fails with the spec message without a visit (409) and for a bad category (400)', async () => {
      const none = await call(RISK, {}, SAM);
      expectFailure(none, 409, messages.failedEligibility);
      expect(none.envelope.data).toEqual({
        reason: 'There is no online visit in progress; start one with /leads/startprogram.',
      });
      const bad = await call(RISK, { category: 'immunity' }, ALEX);
      expectFailure(bad, 400, messages.failedEligibility);
      expect(bad.envelope.data).toMatchObject({ field: 'category' });
    });

    it("never assesses Alex's visit for Sam", async () => {
      expectFailure(await call(RISK, { category: 'ed' }, SAM), 409, messages.failedEligibility);
      expect((await call(RISK, { leads_id: demo.alex.leadsId }, SAM)).httpStatus).toBe(403);
      const [alexVisit] = await db()
        .select()
        .from(visits)
        .where(and(eq(visits.leadId, demo.alex.leadsId), eq(visits.id, demoVisit.alexEd.id)));
      expect(alexVisit?.assessedAt).toBeNull();
    });
  });
});
