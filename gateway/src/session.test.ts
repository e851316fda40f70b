import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test/harness.ts';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness();
});
afterAll(() => gateway.close());

const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { ok error { message fieldErrors { field message } } customer { leadsId firstName lastName prospectsId } } }';
const ME = '{ me { leadsId email firstName lastName prospectsId } }';

describe('Mutation.login', () => {
  it('starts a session in an httpOnly, SameSite cookie and returns the customer', async () => {
    const answer = await gateway.graphql(LOGIN, {
      variables: { input: { email: 'alex@helmsman.test', password: 'Valhalla1' } },
    });
    expect(answer.body.data).toEqual({
      login: {
        ok: true,
        error: null,
        customer: { leadsId: '1001', firstName: 'Alex', lastName: 'Berg', prospectsId: '582731' },
      },
    });
    expect(answer.setCookie).toMatch(/helmsman_session=1001\.[A-Za-z0-9_-]{22,}/);
    expect(answer.setCookie).toMatch(/HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=Lax/i);
    expect(answer.setCookie).toMatch(/Path=\//i);
  });

  it('answers wrong credentials with a form error and no cookie', async () => {
    const answer = await gateway.graphql(LOGIN, {
      variables: { input: { email: 'alex@helmsman.test', password: 'nope' } },
    });
    expect(answer.body.data).toEqual({
      login: {
        ok: false,
        error: { message: 'The e-mail or password is incorrect.', fieldErrors: [] },
        customer: null,
      },
    });
    expect(answer.sessionCookie).toBeUndefined();
  });

  it('validates input with the domain schema and names each field', async () => {
    const answer = await gateway.graphql(LOGIN, {
      variables: { input: { email: 'not-an-email', password: '' } },
    });
    expect(answer.body.data).toMatchObject({
      login: {
        ok: false,
        error: {
          fieldErrors: [
            { field: 'email', message: 'Invalid Email' },
            { field: 'password', message: 'Password is required' },
          ],
        },
      },
    });
  });
});

describe('Query.me', () => {
  it('is null without a session', async () => {
    const answer = await gateway.graphql(ME);
    expect(answer.body).toEqual({ data: { me: null } });
  });

  it('is the customer of the session cookie', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const answer = await gateway.graphql(ME, { cookie });
    expect(answer.body.data).toEqual({
      me: {
        leadsId: '1002',
        email: 'sam@helmsman.test',
        firstName: 'Sam',
        lastName: 'Rivera',
        prospectsId: '582732',
      },
    });
  });

  it('ignores a lead id swapped into the cookie: the token decides', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const forged = cookie.replace('helmsman_session=1002.', 'helmsman_session=1001.');
    const answer = await gateway.graphql(ME, { cookie: forged });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(answer.body)).not.toContain('Alex');
  });
});

describe('Mutation.logout', () => {
  it('revokes the session: the old cookie no longer works and is cleared when used', async () => {
    const cookie = await gateway.login();
    const out = await gateway.graphql('mutation { logout }', { cookie });
    expect(out.body).toEqual({ data: { logout: true } });
    expect(out.sessionCookie).toBe('');

    const replay = await gateway.graphql('{ orders { history { number } } }', { cookie });
    expect(replay.body.errors?.[0]).toMatchObject({
      message: 'Your session has ended. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(replay.sessionCookie).toBe('');
  });

  it('succeeds without a session', async () => {
    const answer = await gateway.graphql('mutation { logout }');
    expect(answer.body).toEqual({ data: { logout: true } });
  });
});
