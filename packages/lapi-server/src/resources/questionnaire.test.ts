import { messages } from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { questionTrees } from '../clinical/question-bank/index.ts';
import { demo, demoVisit } from '../db/demo-data.ts';
import { visitAnswers, visits } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';

const V1 = {
  questions: '/lapi/questionnaire/get_questions/',
  save: '/lapi/questionnaire/save_question/',
  next: '/lapi/questionnaire/get_next_question/',
  previous: '/lapi/questionnaire/get_previous_question/',
};
const V2 = {
  next: '/lapi/v2/questionnaire/next_question',
  previous: '/lapi/v2/questionnaire/previous_question',
  submit: '/lapi/v2/questionnaire/submit_question',
};
const START = '/lapi/leads/startprogram';
const ALEX = 'alex-questionnaire-test-token';
const SAM = 'sam-questionnaire-test-token';

interface QuestionAnswer {
  status: string;
  question: { id: string; type: string } | null;
  answer: unknown;
  progress: { answered: number; total_estimate: number };
}

const dataOf = (answer: LapiAnswer) => answer.envelope.data as QuestionAnswer;

function expectFailure(answer: LapiAnswer, httpStatus: number, message: string) {
  expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(httpStatus);
  expect(answer.envelope).toMatchObject({ status: 'FAILURE', message });
}

describe.each(backends)('questionnaire on %s', (backend) => {
  const context = useTestApp(backend);
  const db = () => context.database.db;
  const call = (path: string, data: unknown, token: string) => callLapi(context.app, path, data, { token });
  const submit = (question_id: string, answer: unknown, token = ALEX) =>
    call(V2.submit, { question_id, answer }, token);
  const alexVisit = async () =>
    (await db().select().from(visits).where(eq(visits.id, demoVisit.alexEd.id)))[0];
  const savedAnswers = async (visitId: number) =>
    Object.fromEntries(
      (await db().select().from(visitAnswers).where(eq(visitAnswers.visitId, visitId))).map((row) => [
        row.questionId,
        row.answer,
      ]),
    );

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(db());
    await createSessionForTest(db(), demo.alex.leadsId, ALEX);
    await createSessionForTest(db(), demo.sam.leadsId, SAM);
  });

  describe('get_questions (v1)', () => {
    it("lists the category's questions with the visit's position and answers", async () => {
      const answer = await call(V1.questions, { leads_id: demo.alex.leadsId, category: 'ed' }, ALEX);
      expect(answer.httpStatus).toBe(200);
      const data = answer.envelope.data as Record<string, unknown>;
      expect(data).toMatchObject({
        visit_id: demoVisit.alexEd.id,
        category: 'ed',
        status: 'in_progress',
        current_question_id: 'ed-blood-pressure',
        path: ['ed-dob', 'ed-symptoms', 'ed-nitrates', 'ed-blood-pressure'],
        answers: { 'ed-dob': '06/12/1984', 'ed-symptoms': 'sometimes', 'ed-nitrates': false },
        progress: { answered: 3, total_estimate: 7 },
      });
      expect((data.questions as { id: string }[]).map((question) => question.id)).toEqual(
        questionTrees.ed.questions.map((question) => question.id),
      );
    });

    it('fails with the spec message without a visit of the category (409) or a category (400)', async () => {
      const none = await call(V1.questions, { category: 'hair' }, ALEX);
      expectFailure(none, 409, messages.failedRetrieveQuestions);
      expect(none.envelope.data).toEqual({
        reason: 'There is no hair online visit in progress; start one with /leads/startprogram.',
      });
      const missing = await call(V1.questions, {}, ALEX);
      expectFailure(missing, 400, messages.failedRetrieveQuestions);
      expect(missing.envelope.data).toMatchObject({
        field: 'category',
        message: 'category must be one of "ed", "sleep", "hair", "SKY GLP"',
      });
    });
  });

  describe('next and previous', () => {
    it.each([V2.next, V1.next])('%s shows the current question, its options and progress', async (path) => {
      const answer = await call(path, {}, ALEX);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toMatchObject({
        visit_id: demoVisit.alexEd.id,
        category: 'ed',
        status: 'in_progress',
        question: {
          id: 'ed-blood-pressure',
          type: 'single_choice',
          options: expect.arrayContaining([{ value: 'low', label: 'Low (below 90/60)', exclusive: false }]),
        },
        answer: null,
        progress: { answered: 3, total_estimate: 7 },
      });
    });

    it.each([V2.previous, V1.previous])(
      '%s steps back with the saved answer, and the visit resumes there',
      async (path) => {
        const back = await call(path, { category: 'ed' }, ALEX);
        expect(back.httpStatus).toBe(200);
        expect(dataOf(back)).toMatchObject({
          question: { id: 'ed-nitrates', type: 'yes_no' },
          answer: false,
        });
        expect((await alexVisit())?.currentQuestionId).toBe('ed-nitrates');
        expect(dataOf(await call(V2.next, {}, ALEX)).question?.id).toBe('ed-nitrates');
        const resumed = await call(START, { new_category: 'ed' }, ALEX);
        expect(resumed.envelope.data).toMatchObject({ destination: '/visit/ed/question/ed-nitrates' });
      },
    );

    it('has no question before the first (409)', async () => {
      await call(V2.previous, {}, ALEX);
      await call(V2.previous, {}, ALEX);
      expect(dataOf(await call(V2.previous, {}, ALEX)).question?.id).toBe('ed-dob');
      const answer = await call(V2.previous, {}, ALEX);
      expectFailure(answer, 409, messages.failedRetrievePreviousQuestion);
      expect(answer.envelope.data).toEqual({
        reason: 'The visit is at its first question: there is no previous question.',
      });
    });

    it('fails with the spec messages without a visit (409)', async () => {
      expectFailure(await call(V2.next, {}, SAM), 409, messages.failedRetrieveNextQuestion);
      expectFailure(await call(V1.next, {}, SAM), 409, messages.failedRetrieveNextQuestion);
      expectFailure(await call(V2.previous, {}, SAM), 409, messages.failedRetrievePreviousQuestion);
      expectFailure(await call(V1.previous, {}, SAM), 409, messages.failedRetrievePreviousQuestion);
      expectFailure(
        await call(V2.next, { category: 'sleep' }, ALEX),
        409,
        messages.failedRetrieveNextQuestion,
      );
    });
  });

  describe('answering', () => {
    it('saves a valid answer and moves to the question it leads to (v2)', async () => {
      const answer = await submit('ed-blood-pressure', 'high');
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.message).toBe('Answer saved.');
      expect(dataOf(answer)).toMatchObject({
        status: 'in_progress',
        question: { id: 'ed-systolic', type: 'number', min: 70, max: 260, unit: 'mmHg', integer: true },
        answer: null,
        progress: { answered: 4, total_estimate: 8 },
      });
      expect(await savedAnswers(demoVisit.alexEd.id)).toMatchObject({ 'ed-blood-pressure': 'high' });
      expect((await alexVisit())?.currentQuestionId).toBe('ed-systolic');
    });

    it('answers the next question id (v1 save_question)', async () => {
      const answer = await call(V1.save, { question_id: 'ed-blood-pressure', answer: 'normal' }, ALEX);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toEqual({
        visit_id: demoVisit.alexEd.id,
        category: 'ed',
        status: 'in_progress',
        next_question_id: 'ed-conditions',
      });
    });

    it('submits the visit with the last answer and drops answers of branches left', async () => {
      await submit('ed-blood-pressure', 'high');
      await submit('ed-systolic', 150);
      // Back to the blood pressure, and another branch.
      await call(V2.previous, {}, ALEX);
      expect(dataOf(await call(V2.previous, {}, ALEX))).toMatchObject({
        question: { id: 'ed-blood-pressure' },
        answer: 'high',
      });
      expect(dataOf(await submit('ed-blood-pressure', 'normal')).question?.id).toBe('ed-conditions');
      await submit('ed-conditions', ['diabetes']);
      await submit('ed-medications', 'metformin');
      const last = await submit('ed-previous-treatment', 'never');
      expect(last.httpStatus).toBe(200);
      expect(dataOf(last)).toMatchObject({
        status: 'submitted',
        question: null,
        answer: null,
        progress: { answered: 7, total_estimate: 7 },
      });
      expect(await alexVisit()).toMatchObject({ status: 'submitted', currentQuestionId: null });
      expect((await alexVisit())?.submittedAt).toBeInstanceOf(Date);
      const saved = await savedAnswers(demoVisit.alexEd.id);
      expect(Object.keys(saved).sort()).toEqual(
        [
          'ed-blood-pressure',
          'ed-conditions',
          'ed-dob',
          'ed-medications',
          'ed-nitrates',
          'ed-previous-treatment',
          'ed-symptoms',
        ].sort(),
      );
      // Nothing is in progress any more: the questionnaire calls say so.
      expectFailure(await call(V2.next, {}, ALEX), 409, messages.failedRetrieveNextQuestion);
    });

    it('stops at a stop question, which takes no answer (409)', async () => {
      const stopped = await submit('ed-nitrates', true);
      expect(dataOf(stopped).question).toMatchObject({ id: 'ed-nitrates-stop', type: 'stop' });
      const answer = await submit('ed-nitrates-stop', true);
      expectFailure(answer, 409, messages.failedSubmitQuestion);
      expect(answer.envelope.data).toMatchObject({ reason: expect.stringMatching(/ends the visit/) });
    });

    it('refuses a question that is not on the path (409) and keeps the visit as it was', async () => {
      const answer = await submit('ed-conditions', ['none']);
      expectFailure(answer, 409, messages.failedSubmitQuestion);
      expect(answer.envelope.data).toEqual({
        reason:
          "Question ed-conditions is not on the path of this visit's answers so far; answer ed-blood-pressure first.",
      });
      expect(Object.keys(await savedAnswers(demoVisit.alexEd.id))).toHaveLength(3);
      expectFailure(
        await call(V1.save, { question_id: 'ed-systolic', answer: 120 }, ALEX),
        409,
        messages.failedSaveQuestion,
      );
    });

    it('refuses a question of a category without a visit in progress (409)', async () => {
      const answer = await submit('sleep-trouble', 'falling_asleep');
      expectFailure(answer, 409, messages.failedSubmitQuestion);
      expect(answer.envelope.data).toMatchObject({ reason: expect.stringMatching(/no sleep online visit/) });
    });

    it.each([
      [
        'ed-blood-pressure',
        'sometimes',
        'answer',
        'answer must be one of "normal", "high", "low", "unknown"',
      ],
      ['ed-blood-pressure', null, 'answer', 'answer must be one of "normal", "high", "low", "unknown"'],
      ['ed-blood-pressure', undefined, 'answer', 'answer is required'],
      ['ed-nope', 'high', 'question_id', 'question_id must name a question of an online visit'],
      ['', 'high', 'question_id', 'question_id must not be empty'],
    ])('answers 400 naming the field: %s = %j', async (question_id, answer, field, problem) => {
      for (const [path, message] of [
        [V2.submit, messages.failedSubmitQuestion],
        [V1.save, messages.failedSaveQuestion],
      ] as const) {
        const reply = await call(path, { question_id, answer }, ALEX);
        expectFailure(reply, 400, message);
        expect(reply.envelope.data).toMatchObject({ field, message: problem });
      }
      expect((await alexVisit())?.currentQuestionId).toBe('ed-blood-pressure');
    });

    it('checks a date of birth by the spec rules, and branches the weight programme on BMI', async () => {
      await call(START, { category: 'SKY GLP' }, SAM);
      const problems: [unknown, string][] = [
        ['', 'You must enter a date of birth.'],
        ['1980-01-01', 'Invalid date'],
        ['1/1/1980', 'Date format must be MM/DD/YYYY.'],
        ['02/30/1980', 'Invalid date'],
        ['01/01/2020', 'You must be between 19 and 99 years old.'],
      ];
      for (const [value, problem] of problems) {
        const answer = await submit('glp-dob', value, SAM);
        expectFailure(answer, 400, messages.failedSubmitQuestion);
        expect(answer.envelope.data).toMatchObject({ field: 'answer', message: problem });
      }
      expect(dataOf(await submit('glp-dob', '01/01/1980', SAM)).question?.id).toBe('glp-height');
      expect(dataOf(await submit('glp-height', 70, SAM)).question?.id).toBe('glp-weight');
      const weight = await submit('glp-weight', 1000, SAM);
      expect(weight.envelope.data).toMatchObject({ message: 'answer must be a number from 80 to 700 (lb)' });
      expect(dataOf(await submit('glp-weight', 150, SAM)).question).toMatchObject({
        id: 'glp-bmi-stop',
        type: 'stop',
      });
      expect(dataOf(await submit('glp-weight', 230, SAM)).question?.id).toBe('glp-thyroid');
    });
  });

  describe("one customer cannot reach another's visit", () => {
    it("Sam's answers to Alex's question ids land on Sam's own visit, or nowhere", async () => {
      // Sam has no ED visit: Alex's current question is not his to answer.
      expectFailure(await submit('ed-blood-pressure', 'low', SAM), 409, messages.failedSubmitQuestion);
      await call(START, { category: 'ed' }, SAM);
      // Now Sam has one, at its first question: Alex's mid-way question is not on Sam's path.
      expectFailure(await submit('ed-blood-pressure', 'low', SAM), 409, messages.failedSubmitQuestion);
      // A visit id in the body is not an input of any call: it is ignored, Sam's own visit is used.
      const own = await call(
        V2.submit,
        { question_id: 'ed-dob', answer: '01/01/1980', visit_id: demoVisit.alexEd.id },
        SAM,
      );
      expect(own.httpStatus).toBe(200);
      expect((own.envelope.data as { visit_id: number }).visit_id).not.toBe(demoVisit.alexEd.id);
      expect(dataOf(await call(V2.next, { visit_id: demoVisit.alexEd.id }, SAM)).question?.id).toBe(
        'ed-symptoms',
      );
      expect(await savedAnswers(demoVisit.alexEd.id)).toEqual({
        'ed-dob': '06/12/1984',
        'ed-symptoms': 'sometimes',
        'ed-nitrates': false,
      });
      expect((await alexVisit())?.currentQuestionId).toBe('ed-blood-pressure');
    });

    it("never lists Alex's answers to Sam", async () => {
      expectFailure(await call(V1.questions, { category: 'ed' }, SAM), 409, messages.failedRetrieveQuestions);
      await call(START, { category: 'ed' }, SAM);
      const own = await call(V1.questions, { category: 'ed' }, SAM);
      expect(own.envelope.data).toMatchObject({
        current_question_id: 'ed-dob',
        answers: {},
        path: ['ed-dob'],
      });
      expect(JSON.stringify(own.envelope)).not.toContain('06/12/1984');
    });

    it.each([V1.questions, V1.save, V1.next, V1.previous, V2.next, V2.previous, V2.submit])(
      "%s refuses Alex's leads_id with Sam's session (403)",
      async (path) => {
        const answer = await call(
          path,
          { leads_id: demo.alex.leadsId, category: 'ed', question_id: 'ed-blood-pressure', answer: 'low' },
          SAM,
        );
        expect(answer.httpStatus).toBe(403);
        expect((await alexVisit())?.currentQuestionId).toBe('ed-blood-pressure');
      },
    );
  });
});
