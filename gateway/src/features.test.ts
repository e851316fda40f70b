import { defaultSiteConfig, messages } from '@helmsman/domain';
import { createSessionForTest, demo } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test/harness.ts';
import { SESSION_COOKIE } from './session/session-cookie.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness({
    siteConfig: { ...defaultSiteConfig, features: { onlineVisit: false, login: false } },
  });
});
afterAll(() => gateway.close());

const forbidden = async (query: string, variables: object, cookie?: string) => {
  const { body } = await gateway.graphql(query, { variables, cookie });
  return body.errors?.map((error) => [error.extensions?.code, error.message]);
};

describe('disabled features: their operations do nothing (spec section 4)', () => {
  it('login off: no login, no reset request, no password update', async () => {
    expect(
      await forbidden('mutation ($i: LoginInput!) { login(input: $i) { ok } }', {
        i: { email: 'alex@helmsman.test', password: 'Valhalla1' },
      }),
    ).toEqual([['FORBIDDEN', messages.noAccessTitle]]);
    expect(
      await forbidden(
        'mutation ($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { ok } }',
        {
          i: { email: 'alex@helmsman.test' },
        },
      ),
    ).toEqual([['FORBIDDEN', messages.noAccessTitle]]);
    expect(
      await forbidden('mutation ($i: UpdatePasswordInput!) { updatePassword(input: $i) { ok } }', {
        i: { token: 'abc', password: 'Ragnarok1', passwordConfirm: 'Ragnarok1' },
      }),
    ).toEqual([['FORBIDDEN', messages.noAccessTitle]]);
  });

  it('onlineVisit off: the visit can be neither read nor answered, even with a session', async () => {
    // Logged in before login was switched off: the session is valid, the feature still is not.
    const token = 'features-test-session-token';
    await createSessionForTest(gateway.database.db, demo.alex.leadsId, token);
    const cookie = `${SESSION_COOKIE}=${demo.alex.leadsId}.${token}`;
    expect(await forbidden('query { visitStep(category: "ed") { destination } }', {}, cookie)).toEqual([
      ['FORBIDDEN', messages.noAccessTitle],
    ]);
    expect(
      await forbidden(
        'mutation ($i: SubmitVisitAnswerInput!) { submitVisitAnswer(input: $i) { ok } }',
        { i: { category: 'ed', questionId: 'ed-blood-pressure', answer: { choice: 'normal' } } },
        cookie,
      ),
    ).toEqual([['FORBIDDEN', messages.noAccessTitle]]);
    expect(await forbidden('mutation { visitBack(category: "ed") { ok } }', {}, cookie)).toEqual([
      ['FORBIDDEN', messages.noAccessTitle],
    ]);
    // The confirmation, its survey and its rating (issue 14, point 6).
    expect(
      await forbidden(
        'query { visitConfirmation(category: "ed", orderNumber: "100231") { category } }',
        {},
        cookie,
      ),
    ).toEqual([['FORBIDDEN', messages.noAccessTitle]]);
    expect(
      await forbidden(
        'mutation ($i: SubmitVisitSurveyInput!) { submitVisitSurvey(input: $i) { ok } }',
        { i: { answers: { ease: 5 } } },
        cookie,
      ),
    ).toEqual([['FORBIDDEN', messages.noAccessTitle]]);
    expect(
      await forbidden(
        'mutation ($i: SubmitVisitFeedbackInput!) { submitVisitFeedback(input: $i) { ok } }',
        { i: { rating: 5 } },
        cookie,
      ),
    ).toEqual([['FORBIDDEN', messages.noAccessTitle]]);
  });

  it('the site configuration says which are off, for the app to show the no-access page', async () => {
    const { body } = await gateway.graphql<{ siteConfig: { features: object } }>(
      '{ siteConfig { features { onlineVisit login } } }',
    );
    expect(body.data?.siteConfig.features).toEqual({ onlineVisit: false, login: false });
  });
});
