import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LapiClient } from '../client.ts';
import { LapiFailure, LapiProtocolError } from '../errors.ts';
import { clinical } from '../index.ts';

/** A real HTTP server answering what each test scripts, recording the paths and bodies it got. */
let server: Server;
let client: LapiClient;
let reply: { status: number; body: unknown };
let seen: { url: string; body: string }[] = [];
const session = { leadsId: 1001, token: 'clinical-client-test-token' };

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ url: req.url ?? '', body: new URLSearchParams(body).get('data') ?? '' });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  client = new LapiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

describe('clinical calls', () => {
  it("reads the destination of startprogram, and fails when there is none (the app's next step)", async () => {
    reply = {
      status: 200,
      body: { status: 'SUCCESS', data: { leads_id: '1001', destination: '/visit/ed/question/ed-dob' } },
    };
    const as = client.forSession(session);
    await expect(as.call(clinical.resumeOrder, { new_category: 'ed' })).resolves.toEqual({
      leads_id: 1001,
      destination: '/visit/ed/question/ed-dob',
    });
    expect(seen[0]).toEqual({
      url: '/lapi/leads/startprogram',
      body: '{"leads_id":1001,"new_category":"ed"}',
    });

    reply = { status: 200, body: { status: 'SUCCESS', data: { leads_id: 1001 } } };
    await expect(as.call(clinical.startProgram, { category: 'ed' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });

  it('posts the v2 questionnaire under /lapi/v2 and reads any kind of answer', async () => {
    const step = (answer: unknown) => ({
      status: 'SUCCESS',
      data: {
        status: 'in_progress',
        question: {
          id: 'ed-conditions',
          type: 'multiple_choice',
          text: 'Do you have any of these conditions?',
          help: null,
          options: [{ value: 'none', label: 'None of these', exclusive: true }],
          min: null,
          max: null,
          unit: null,
          integer: null,
          max_length: null,
          format: null,
        },
        answer,
        progress: { answered: 4, total_estimate: 7 },
      },
    });
    const as = client.forSession(session);
    for (const answer of [['none'], 'often', 120, false, null]) {
      reply = { status: 200, body: step(answer) };
      const result = await as.call(clinical.nextQuestion, { category: 'ed' });
      expect(result.answer).toEqual(answer);
    }
    expect(seen[0]?.url).toBe('/lapi/v2/questionnaire/next_question');

    reply = { status: 200, body: step({ not: 'an answer' }) };
    await expect(as.call(clinical.nextQuestion, {})).rejects.toBeInstanceOf(LapiProtocolError);
  });

  it("turns a questionnaire failure into a LapiFailure with the server's message", async () => {
    reply = {
      status: 409,
      body: { status: 'FAILURE', data: { reason: 'no visit' }, message: 'Failed to submit question' },
    };
    const error = await client
      .forSession(session)
      .call(clinical.submitQuestion, { question_id: 'ed-dob', answer: '06/12/1984' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LapiFailure);
    expect(error).toMatchObject({ httpStatus: 409, serverMessage: 'Failed to submit question' });
    expect(seen[0]).toEqual({
      url: '/lapi/v2/questionnaire/submit_question',
      body: '{"answer":"06/12/1984","leads_id":1001,"question_id":"ed-dob"}',
    });
  });

  it('refuses a risk result it does not know', async () => {
    reply = { status: 200, body: { status: 'SUCCESS', data: { result: 'maybe', reasons: [] } } };
    await expect(client.forSession(session).call(clinical.assessRisk, {})).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });
});
