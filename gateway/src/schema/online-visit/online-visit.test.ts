import { defaultSiteConfig } from '@helmsman/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { NOT_CURRENT_QUESTION } from './resolvers/Mutation/submitVisitAnswer.ts';

const STEP = `category destination canGoBack progress { answered totalEstimate }
  question { id type text options { value label exclusive } min max unit integer maxLength }
  answer { choice choices yes number text }`;
const VISIT = `query ($category: String!) { visitStep(category: $category) { ${STEP} } }`;
const SUBMIT = `mutation ($input: SubmitVisitAnswerInput!) { submitVisitAnswer(input: $input) {
  ok complete error { message fieldErrors { field message } } step { ${STEP} } } }`;
const BACK = `mutation ($category: String!) { visitBack(category: $category) {
  ok error { message } step { ${STEP} } } }`;

interface Step {
  category: string;
  destination: string | null;
  canGoBack: boolean;
  progress: { answered: number; totalEstimate: number } | null;
  question: {
    id: string;
    type: string;
    text: string;
    options: { value: string; label: string }[];
    min: number | null;
    max: number | null;
    unit: string | null;
    integer: boolean | null;
  } | null;
  answer: {
    choice: string | null;
    choices: string[] | null;
    yes: boolean | null;
    number: number | null;
    text: string | null;
  } | null;
}
interface FormError {
  message: string;
  fieldErrors: { field: string; message: string }[];
}
interface Submitted {
  ok: boolean;
  complete: boolean;
  error: FormError | null;
  step: Step | null;
}

let gateway: GatewayHarness;
let alex: string;

/** Every line the gateway, its GraphQL layer and the legacy API log, at their most talkative. */
const logLines: string[] = [];
const capture = () => pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
/** Health answers, as typed: none may reach a log. */
const MEDICATIONS = 'Metformin 500 mg, canary 4417';
const BIRTH_DATE = '06/12/1984';

async function visit(category = 'ed', cookie = alex) {
  const answer = await gateway.graphql<{ visitStep: Step }>(VISIT, { variables: { category }, cookie });
  return { step: answer.body.data?.visitStep, errors: answer.body.errors };
}

async function submit(questionId: string, answer: object, category = 'ed'): Promise<Submitted | undefined> {
  const { body } = await gateway.graphql<{ submitVisitAnswer: Submitted }>(SUBMIT, {
    variables: { input: { category, questionId, answer } },
    cookie: alex,
  });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data?.submitVisitAnswer;
}

async function back(category = 'ed') {
  const { body } = await gateway.graphql<{
    visitBack: { ok: boolean; error: { message: string } | null; step: Step | null };
  }>(BACK, { variables: { category }, cookie: alex });
  return body.data?.visitBack;
}

// The same operations, answers and messages whichever generation of the questionnaire the legacy API
// speaks for the category (SITE_QUESTIONNAIRE_V1): v2 by default, v1 where the setting names it.
describe.each([
  { generation: 'v2', questionnaireV1: [] },
  { generation: 'v1', questionnaireV1: ['ed'] as const },
])('the questionnaire on $generation', ({ questionnaireV1 }) => {
  beforeAll(async () => {
    gateway = await startGatewayHarness({
      siteConfig: { ...defaultSiteConfig, questionnaireV1 },
      logger: capture(),
      graphqlLogger: capture(),
      lapiLogger: capture(),
    });
    alex = await gateway.login();
  });
  afterAll(() => gateway.close());

  describe('Query.visitStep', () => {
    it('requires a session', async () => {
      const { errors } = await visit('ed', '');
      expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it("gives alex's ED visit where 'Finish' resumes it: the blood-pressure question", async () => {
      const { step } = await visit();
      expect(step).toMatchObject({
        category: 'ed',
        destination: '/visit/ed/question/ed-blood-pressure',
        canGoBack: true,
        progress: { answered: 3 },
        answer: null,
        question: {
          id: 'ed-blood-pressure',
          type: 'SINGLE_CHOICE',
          text: 'What was your most recent blood pressure reading?',
        },
      });
      expect(step?.question?.options.map((option) => option.value)).toEqual([
        'normal',
        'high',
        'low',
        'unknown',
      ]);
      expect(step?.progress?.totalEstimate).toBeGreaterThan(3);
    });

    it('has no question where no visit is in progress, and refuses an unknown category', async () => {
      expect((await visit('sleep')).step).toMatchObject({
        category: 'sleep',
        question: null,
        destination: null,
      });
      const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
      expect((await visit('ed', sam)).step?.question).toBeNull();
      expect((await visit('immunity')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('Back', () => {
    it('walks to the first question with the saved answers, and no further', async () => {
      expect((await back())?.step).toMatchObject({
        question: { id: 'ed-nitrates', type: 'YES_NO' },
        answer: { yes: false },
      });
      expect((await back())?.step).toMatchObject({
        question: { id: 'ed-symptoms' },
        answer: { choice: 'sometimes' },
      });
      const first = await back();
      expect(first?.step).toMatchObject({
        question: { id: 'ed-dob', type: 'DATE' },
        answer: { text: '06/12/1984' },
        canGoBack: false,
        destination: '/visit/ed/question/ed-dob',
      });
      expect(await back()).toEqual({
        ok: false,
        error: { message: 'Failed to retrieve previous question' },
        step: null,
      });
      expect((await visit()).step?.question?.id).toBe('ed-dob');
    });
  });

  describe('Mutation.submitVisitAnswer', () => {
    it('moves on along the answers, to where the visit was', async () => {
      expect((await submit('ed-dob', { text: BIRTH_DATE }))?.step?.destination).toBe(
        '/visit/ed/question/ed-symptoms',
      );
      expect((await submit('ed-symptoms', { choice: 'sometimes' }))?.step?.question?.id).toBe('ed-nitrates');
      const atBloodPressure = await submit('ed-nitrates', { yes: false });
      expect(atBloodPressure).toMatchObject({
        ok: true,
        complete: false,
        step: { question: { id: 'ed-blood-pressure' }, canGoBack: true },
      });
    });

    it("refuses what the form would refuse, with the form's messages, and a question the visit is not at", async () => {
      expect((await submit('ed-blood-pressure', {}))?.error).toEqual({
        message: 'Please choose an answer.',
        fieldErrors: [{ field: 'answer', message: 'Please choose an answer.' }],
      });
      // The field of another type does not count as an answer.
      expect((await submit('ed-blood-pressure', { text: 'normal' }))?.error?.message).toBe(
        'Please choose an answer.',
      );
      expect((await submit('ed-blood-pressure', { choice: 'sky-high' }))?.ok).toBe(false);
      const elsewhere = await submit('ed-conditions', { choices: ['none'] });
      expect(elsewhere).toMatchObject({
        ok: false,
        error: { message: NOT_CURRENT_QUESTION },
        step: { question: { id: 'ed-blood-pressure' } },
      });
      expect((await submit('../etc', { choice: 'normal' }))?.error?.message).toBe(NOT_CURRENT_QUESTION);
      expect((await visit()).step?.question?.id).toBe('ed-blood-pressure');
    });

    it('branches on the answer and checks numbers against the question', async () => {
      const systolic = await submit('ed-blood-pressure', { choice: 'high' });
      expect(systolic?.step?.question).toMatchObject({
        id: 'ed-systolic',
        type: 'NUMBER',
        min: 70,
        max: 260,
        unit: 'mmHg',
        integer: true,
      });
      expect((await submit('ed-systolic', { number: 300 }))?.error?.message).toBe(
        'Please enter a number from 70 to 260 mmHg.',
      );
      expect((await submit('ed-systolic', { number: 150.5 }))?.error?.message).toBe(
        'Please enter a whole number.',
      );
      expect((await submit('ed-systolic', { number: 150 }))?.step?.question?.id).toBe('ed-conditions');
      expect((await back())?.step).toMatchObject({
        question: { id: 'ed-systolic' },
        answer: { number: 150 },
      });
      expect((await submit('ed-systolic', { number: 150 }))?.step?.question?.type).toBe('MULTIPLE_CHOICE');
    });

    it('completes the visit with the last answer; then none is in progress', async () => {
      expect((await submit('ed-conditions', { choices: ['diabetes', 'none'] }))?.error?.message).toBe(
        '"None of these" cannot be combined with other answers.',
      );
      expect((await submit('ed-conditions', { choices: ['none'] }))?.step?.question?.type).toBe('TEXT');
      expect((await submit('ed-medications', { text: `  ${MEDICATIONS}  ` }))?.step?.question?.id).toBe(
        'ed-previous-treatment',
      );
      const done = await submit('ed-previous-treatment', { choice: 'never' });
      expect(done).toMatchObject({
        ok: true,
        complete: true,
        error: null,
        step: { question: null, destination: null },
      });
      expect((await visit()).step?.question).toBeNull();
      expect((await back())?.ok).toBe(false);
    });

    it('never writes an answer to a log, at trace level, in the gateway or the legacy API', () => {
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.filter((line) => line.includes('canary 4417') || line.includes(BIRTH_DATE))).toEqual(
        [],
      );
    });
  });
});
