import { account, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test/harness.ts';
import {
  LOGOUT_EVERYWHERE_UNAVAILABLE,
  logoutEverywhere,
} from './schema/session/resolvers/Mutation/logoutEverywhere.ts';

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

  it("gives the cookie the session's own end: 12 hours, not the former 14 days", async () => {
    const before = Date.now();
    const answer = await gateway.graphql(LOGIN, {
      variables: { input: { email: 'alex@helmsman.test', password: 'Valhalla1' } },
    });
    const expires = Date.parse(/Expires=([^;]+)/i.exec(answer.setCookie ?? '')?.[1] ?? '');
    // Expires has whole seconds; the session's end was fixed by lapi-server during the call.
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 12 * 3_600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000);
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

const LOGOUT_EVERYWHERE = 'mutation { logoutEverywhere { ok error { message } } }';

describe('Mutation.logout and logoutEverywhere', () => {
  it("logout ends this device's session only, as its description says", async () => {
    const here = await gateway.login();
    const phone = await gateway.login();
    expect((await gateway.graphql('mutation { logout }', { cookie: here })).body.data).toEqual({
      logout: true,
    });
    expect((await gateway.graphql(ME, { cookie: here })).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gateway.graphql(ME, { cookie: phone })).body.data).toMatchObject({
      me: { leadsId: '1001' },
    });
  });

  it("logoutEverywhere ends every session of the customer, this one included, and nobody else's", async () => {
    const here = await gateway.login();
    const phone = await gateway.login();
    const sam = await gateway.login('sam@helmsman.test', 'Valhalla2');

    const answer = await gateway.graphql(LOGOUT_EVERYWHERE, { cookie: here });
    expect(answer.body).toEqual({ data: { logoutEverywhere: { ok: true, error: null } } });
    expect(answer.sessionCookie).toBe('');

    for (const cookie of [here, phone]) {
      const replay = await gateway.graphql('{ orders { history { number } } }', { cookie });
      expect(replay.body.errors?.[0]).toMatchObject({
        message: 'Your session has ended. Please log in again.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect((await gateway.graphql(ME, { cookie: sam })).body.data).toMatchObject({ me: { leadsId: '1002' } });
  });

  it('logoutEverywhere requires a session', async () => {
    const answer = await gateway.graphql(LOGOUT_EVERYWHERE);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('against a legacy API', () => {
    /** The resolver with a legacy client whose logout-everywhere call fails with `failure`. */
    async function run(failure: Error) {
      let cleared = false;
      const lapi = {
        call: async (definition: object) => {
          if (definition === account.logoutEverywhere) throw failure;
          throw new Error('unexpected call');
        },
      } as unknown as SessionLapiClient;
      const ctx = {
        customerLapi: () => lapi,
        session: { leadsId: 1001, token: 'x'.repeat(20) },
        sessionCookie: {
          clear: async () => {
            cleared = true;
          },
        },
        logger: pino({ level: 'silent' }),
      };
      const resolve = logoutEverywhere as unknown as (p: unknown, a: unknown, c: unknown) => Promise<unknown>;
      return { result: resolve({}, {}, ctx), cleared: () => cleared };
    }

    it('without the extension says so and keeps this session: pretending would leave the others alive', async () => {
      const { result, cleared } = await run(
        new LapiFailure('Not found.', '/account/logout-everywhere/', 404, 'Not Found'),
      );
      await expect(result).resolves.toEqual({
        ok: false,
        error: { message: LOGOUT_EVERYWHERE_UNAVAILABLE, fieldErrors: [] },
      });
      expect(cleared()).toBe(false);
    });

    it('with a session that already ended is UNAUTHENTICATED', async () => {
      const { result } = await run(
        new LapiFailure('Not authenticated.', '/account/logout-everywhere/', 401, 'Unauthorized'),
      );
      await expect(result).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    });
  });
});
