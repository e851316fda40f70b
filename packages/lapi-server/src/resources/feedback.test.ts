import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi } from '../../test/http.ts';
import { demo } from '../db/demo-data.ts';
import { feedback, surveyResponses } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';

const SURVEY = '/lapi/survey/';
const FEEDBACK = '/lapi/feedback/';
const ALEX_TOKEN = 'alex-feedback-test-token';
const SAM_TOKEN = 'sam-feedback-test-token';
const FEEDBACK_FAILED = 'Failed to submit feedback. Please try again.';

describe.each(backends)('surveys and feedback on %s', (backend) => {
  const context = useTestApp(backend);
  const call = (path: string, data: object, token: string) => callLapi(context.app, path, data, { token });

  beforeEach(async () => {
    await resetDatabase(context.database.db);
    await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_TOKEN);
    await createSessionForTest(context.database.db, demo.sam.leadsId, SAM_TOKEN);
  });

  describe('survey', () => {
    it('stores checked answers for the lead and answers SUCCESS with the response id', async () => {
      const answers = { overall: 5, recommend: 9, delivery: 'on_time', comment: '  Quick and friendly.  ' };
      const answer = await call(
        SURVEY,
        { leads_id: demo.alex.leadsId, survey: 'satisfaction', answers },
        ALEX_TOKEN,
      );
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: { survey_response_id: expect.any(Number) },
        message: 'Thank you for your answers.',
      });
      const id = (answer.envelope.data as { survey_response_id: number }).survey_response_id;
      const [row] = await context.database.db
        .select()
        .from(surveyResponses)
        .where(eq(surveyResponses.id, id));
      expect(row).toMatchObject({
        leadId: demo.alex.leadsId,
        survey: 'satisfaction',
        answers: { overall: 5, recommend: 9, delivery: 'on_time', comment: 'Quick and friendly.' },
      });
    });

    it('takes the online visit survey with its own questions', async () => {
      const answer = await call(
        SURVEY,
        { survey: 'online_visit', answers: { ease: 4, time_minutes: 12 } },
        SAM_TOKEN,
      );
      expect(answer.httpStatus).toBe(200);
      const [row] = await context.database.db.select().from(surveyResponses);
      expect(row).toMatchObject({ leadId: demo.sam.leadsId, survey: 'online_visit' });
    });

    it.each([
      [{ survey: 'exit', answers: {} }, 'survey must be one of "satisfaction", "online_visit"'],
      [{ answers: { overall: 5, recommend: 9 } }, 'survey must be one of "satisfaction", "online_visit"'],
      [{ survey: 'satisfaction' }, 'answers is required'],
      [
        { survey: 'satisfaction', answers: { overall: 6, recommend: 9 } },
        'answers.overall must be at most 5',
      ],
      [{ survey: 'satisfaction', answers: { overall: 4 } }, 'answers.recommend is required'],
      [
        { survey: 'satisfaction', answers: { overall: 4.5, recommend: 9 } },
        'answers.overall must be an integer',
      ],
      [
        { survey: 'satisfaction', answers: { overall: '4', recommend: 9 } },
        'answers.overall must be a number',
      ],
      [
        { survey: 'satisfaction', answers: { overall: 4, recommend: 9, mood: 'ok' } },
        'answers has unknown fields: mood',
      ],
      [
        { survey: 'satisfaction', answers: { overall: 4, recommend: 9, delivery: 'lost' } },
        'answers.delivery must be one of "on_time", "late", "not_received"',
      ],
      [
        { survey: 'satisfaction', answers: { overall: 4, recommend: 9, comment: 'x'.repeat(2001) } },
        'answers.comment must have at most 2000 characters',
      ],
      [
        { survey: 'satisfaction', answers: { overall: [4], recommend: 9 } },
        'answers.overall must be a number',
      ],
      [{ survey: 'online_visit', answers: { overall: 5, recommend: 9 } }, 'answers.ease is required'],
    ])('answers 400 naming the problem for %j, and stores nothing', async (data, problem) => {
      const answer = await call(SURVEY, data, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope).toMatchObject({ status: 'FAILURE', data: null });
      expect(answer.envelope.message).toContain(problem);
      expect(await context.database.db.$count(surveyResponses)).toBe(0);
    });
  });

  describe('feedback', () => {
    it('stores the rating, trimmed comment and context for the lead', async () => {
      const answer = await call(
        FEEDBACK,
        { rating: 4, comment: ' Dr. Lindqvist answered within a day. ', context: 'messages' },
        ALEX_TOKEN,
      );
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: { feedback_id: expect.any(Number) },
        message: 'Thank you for your feedback.',
      });
      const [row] = await context.database.db.select().from(feedback);
      expect(row).toMatchObject({
        leadId: demo.alex.leadsId,
        rating: 4,
        comment: 'Dr. Lindqvist answered within a day.',
        context: 'messages',
      });
    });

    it('takes a bare rating', async () => {
      expect((await call(FEEDBACK, { rating: 1 }, SAM_TOKEN)).httpStatus).toBe(200);
      const [row] = await context.database.db.select().from(feedback);
      expect(row).toMatchObject({ leadId: demo.sam.leadsId, rating: 1, comment: '', context: null });
    });

    it.each([
      [{ rating: 0 }, 'rating', 'rating must be at least 1'],
      [{ rating: 6 }, 'rating', 'rating must be at most 5'],
      [{ rating: 4.5 }, 'rating', 'rating must be an integer'],
      [{ rating: '5' }, 'rating', 'rating must be a number'],
      [{}, 'rating', 'rating is required'],
      [{ rating: 5, comment: 'x'.repeat(2001) }, 'comment', 'comment must have at most 2000 characters'],
      [{ rating: 5, context: 'x'.repeat(101) }, 'context', 'context must have at most 100 characters'],
    ])(`answers 400 "${FEEDBACK_FAILED}" to %j, naming the field in data`, async (data, field, problem) => {
      const answer = await call(FEEDBACK, data, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope).toMatchObject({ status: 'FAILURE', message: FEEDBACK_FAILED, data: { field } });
      expect((answer.envelope.data as { fields: Record<string, string> }).fields[field]).toBe(problem);
      expect(await context.database.db.$count(feedback)).toBe(0);
    });
  });

  describe("one customer cannot write another's survey or feedback", () => {
    it.each([
      [SURVEY, { survey: 'satisfaction', answers: { overall: 1, recommend: 0 } }],
      [FEEDBACK, { rating: 1, comment: 'Terrible' }],
    ])("%s with Sam's token and Alex's leads_id is 403 and stores nothing", async (path, data) => {
      const answer = await call(path, { ...data, leads_id: demo.alex.leadsId }, SAM_TOKEN);
      expect(answer.httpStatus).toBe(403);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not allowed.' });
      expect(await context.database.db.$count(surveyResponses)).toBe(0);
      expect(await context.database.db.$count(feedback)).toBe(0);
    });
  });

  it('answers 401 without a session', async () => {
    const answer = await call(FEEDBACK, { rating: 5 }, 'no-such-token-00000000000');
    expect(answer.httpStatus).toBe(401);
  });
});
