import { describe, expect, it } from 'vitest';
import { LapiProtocolError } from '../errors.ts';
import { clinical } from '../index.ts';
import { failureOf, scriptedLapi } from '../testing/scripted-server.ts';

const lapi = scriptedLapi();

describe('clinical calls', () => {
  it("reads the destination of startprogram, and fails when there is none (the app's next step)", async () => {
    lapi.succeed({ leads_id: '1001', destination: '/visit/ed/question/ed-dob' });
    const as = lapi.customer;
    await expect(as.call(clinical.resumeOrder, { new_category: 'ed' })).resolves.toEqual({
      leads_id: 1001,
      destination: '/visit/ed/question/ed-dob',
    });
    expect(lapi.sent[0]).toEqual({
      url: '/lapi/leads/startprogram',
      data: '{"leads_id":1001,"new_category":"ed"}',
      authorization: `Bearer ${lapi.session.token}`,
    });

    lapi.succeed({ leads_id: 1001 });
    await expect(as.call(clinical.startProgram, { category: 'ed' })).rejects.toBeInstanceOf(
      LapiProtocolError,
    );
  });

  it('posts the v2 questionnaire under /lapi/v2 and reads any kind of answer', async () => {
    const step = (answer: unknown) => ({
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
    });
    const as = lapi.customer;
    for (const answer of [['none'], 'often', 120, false, null]) {
      lapi.succeed(step(answer));
      const result = await as.call(clinical.nextQuestion, { category: 'ed' });
      expect(result.answer).toEqual(answer);
    }
    expect(lapi.sent[0]?.url).toBe('/lapi/v2/questionnaire/next_question');

    lapi.succeed(step({ not: 'an answer' }));
    await expect(as.call(clinical.nextQuestion, {})).rejects.toBeInstanceOf(LapiProtocolError);
  });

  it("turns a questionnaire failure into a LapiFailure with the server's message", async () => {
    lapi.reply(409, {
      status: 'FAILURE',
      data: { reason: 'no visit' },
      message: 'Failed to submit question',
    });
    const error = await failureOf(
      lapi.customer.call(clinical.submitQuestion, { question_id: 'ed-dob', answer: '06/12/1984' }),
    );
    expect(error).toMatchObject({ httpStatus: 409, serverMessage: 'Failed to submit question' });
    expect(lapi.sent[0]).toEqual({
      url: '/lapi/v2/questionnaire/submit_question',
      data: '{"answer":"06/12/1984","leads_id":1001,"question_id":"ed-dob"}',
      authorization: `Bearer ${lapi.session.token}`,
    });
  });

  it('refuses a risk result it does not know', async () => {
    lapi.succeed({ result: 'maybe', reasons: [] });
    await expect(lapi.customer.call(clinical.assessRisk, {})).rejects.toBeInstanceOf(LapiProtocolError);
  });
});
