import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultSiteConfig, messages, type VisitCategory } from '@helmsman/domain';
import { LapiClient } from '@helmsman/lapi-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createGatewayClient,
  type GatewayHarness,
  type GraphQLAnswer,
  startGatewayHarness,
} from '../../../test/harness.ts';
import { createMemoryRateLimits } from '../../rate-limit/index.ts';
import { QUESTIONS_UNAVAILABLE } from './visit-calls.ts';

const VISIT = 'query ($category: String!) { visitStep(category: $category) { question { id } } }';
const SUBMIT = `mutation ($input: SubmitVisitAnswerInput!) { submitVisitAnswer(input: $input) {
  ok complete error { message } step { question { id } } } }`;
const BACK = `mutation ($category: String!) { visitBack(category: $category) {
  ok error { message } step { question { id } } } }`;

/** What a failing legacy API says inside: it must never reach the customer. */
const INTERNALS = 'relation "visit_answers" does not exist';

/** The questionnaire's calls carry form fields or JSON: text. */
async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The harness's legacy API behind a proxy that answers 500 (with its internals in the message) for
 * each call whose path ends with one of `failing`, and passes every other call on.
 */
async function failingProxy(lapiUrl: string, failing: Set<string>) {
  const server = createServer(async (request, response) => {
    const url = request.url ?? '/';
    if ([...failing].some((suffix) => url.split('?')[0]?.endsWith(suffix))) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'FAILURE', message: INTERNALS, data: null }));
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'content-length', 'connection'].includes(entry[0]),
      ),
    );
    const body = request.method === 'GET' ? undefined : await bodyOf(request);
    const answer = await fetch(new URL(url, lapiUrl), { method: request.method, headers, body });
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each([
  {
    generation: 'v2',
    questionnaireV1: [] as VisitCategory[],
    next: '/v2/questionnaire/next_question',
    previous: '/v2/questionnaire/previous_question',
    answer: '/v2/questionnaire/submit_question',
    answerFailed: messages.failedSubmitQuestion,
  },
  {
    generation: 'v1',
    questionnaireV1: ['ed'] as VisitCategory[],
    next: '/questionnaire/get_next_question/',
    previous: '/questionnaire/get_previous_question/',
    answer: '/questionnaire/save_question/',
    answerFailed: messages.failedSaveQuestion,
  },
])('the questionnaire on $generation when a legacy call fails', (calls) => {
  const failing = new Set<string>();
  let harness: GatewayHarness;
  let proxy: Awaited<ReturnType<typeof failingProxy>>;
  let lapi: LapiClient;
  let gateway: ReturnType<typeof createGatewayClient>;
  let alex: string;

  beforeAll(async () => {
    harness = await startGatewayHarness();
    proxy = await failingProxy(harness.lapiUrl, failing);
    lapi = new LapiClient({ baseUrl: proxy.url, timeoutMs: 5000 });
    gateway = createGatewayClient({
      lapi,
      rateLimits: createMemoryRateLimits(),
      siteConfig: { ...defaultSiteConfig, questionnaireV1: calls.questionnaireV1 },
    });
    alex = await harness.login();
  });
  afterEach(() => failing.clear());
  afterAll(async () => {
    await lapi?.close();
    await proxy?.close();
    await harness?.close();
  });

  const post = <T>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>> =>
    gateway.graphql<T>(query, { variables, cookie: alex });

  it.each([
    { what: 'the question the visit is at', path: calls.next, message: messages.failedRetrieveNextQuestion },
    {
      what: 'the question list',
      path: '/questionnaire/get_questions/',
      message: messages.failedRetrieveQuestions,
    },
  ])('says so when $what cannot be read: the spec message, unmasked', async ({ path, message }) => {
    failing.add(path);
    const { body } = await post(VISIT, { category: 'ed' });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: QUESTIONS_UNAVAILABLE } });
    expect(JSON.stringify(body)).not.toContain(INTERNALS);
  });

  it("says 'Failed to retrieve previous question' when Back fails", async () => {
    failing.add(calls.previous);
    const { body } = await post<{ visitBack: unknown }>(BACK, { category: 'ed' });
    expect(body.data?.visitBack).toEqual({
      ok: false,
      error: { message: messages.failedRetrievePreviousQuestion },
      step: null,
    });
  });

  it(`says '${calls.answerFailed}' when the answer cannot be sent, and the visit stays`, async () => {
    failing.add(calls.answer);
    const input = { category: 'ed', questionId: 'ed-blood-pressure', answer: { choice: 'normal' } };
    const { body } = await post<{ submitVisitAnswer: unknown }>(SUBMIT, { input });
    expect(body.data?.submitVisitAnswer).toEqual({
      ok: false,
      complete: false,
      error: { message: calls.answerFailed },
      step: null,
    });
    failing.clear();
    const { body: after } = await post<{ visitStep: unknown }>(VISIT, { category: 'ed' });
    expect(after.data?.visitStep).toEqual({ question: { id: 'ed-blood-pressure' } });
  });

  it("says 'Failed to retrieve next question' to an answer when the visit cannot be read: nothing is sent", async () => {
    failing.add(calls.next);
    const input = { category: 'ed', questionId: 'ed-blood-pressure', answer: { choice: 'normal' } };
    const { body } = await post<{ submitVisitAnswer: { error: { message: string } | null } }>(SUBMIT, {
      input,
    });
    expect(body.data?.submitVisitAnswer.error?.message).toBe(messages.failedRetrieveNextQuestion);
    failing.clear();
    const { body: after } = await post<{ visitStep: unknown }>(VISIT, { category: 'ed' });
    expect(after.data?.visitStep).toEqual({ question: { id: 'ed-blood-pressure' } });
  });
});
