import { customer, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import { MemoryMailer, resetDatabase } from '@helmsman/lapi-server/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { createMemoryRateLimits } from '../../rate-limit/index.ts';
import { CONFIRMATION_LINK_INVALID } from './resolvers/Mutation/confirmEmail.ts';
import { CONTACT_CHANGE_UNAVAILABLE, updateProfile } from './resolvers/Mutation/updateProfile.ts';

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
  ok error { message fieldErrors { field message } } account { profile { email pendingEmail { email expiresAt } } } } }`;
const PROFILE = '{ account { profile { email pendingEmail { email expiresAt } } } }';
const CONFIRM = `mutation ($token: String!) { confirmEmail(token: $token) { ok error { message } email } }`;
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { ok } }';

const alex = {
  firstName: 'Alex',
  lastName: 'Berg',
  email: 'alex@helmsman.test',
  phone: '(512) 555-0142',
};
const NEW_EMAIL = 'alex.berg@example.com';

interface Profile {
  email: string;
  pendingEmail: { email: string; expiresAt: string } | null;
}

let gateway: GatewayHarness;
const mailer = new MemoryMailer();
beforeAll(async () => {
  gateway = await startGatewayHarness({ lapiServices: { mailer } });
});
afterAll(() => gateway.close());
beforeEach(async () => {
  await resetDatabase(gateway.database.db);
  mailer.sent.length = 0;
});

async function update(input: object, cookie: string) {
  const { body } = await gateway.graphql<{
    updateProfile: { ok: boolean; account: { profile: Profile } | null };
  }>(UPDATE_PROFILE, { variables: { input }, cookie });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.updateProfile;
}

async function profile(cookie: string): Promise<Profile> {
  const { body } = await gateway.graphql<{ account: { profile: Profile } }>(PROFILE, { cookie });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.account.profile;
}

async function confirm(token: string) {
  const { body } = await gateway.graphql<{
    confirmEmail: { ok: boolean; error: { message: string } | null; email: string | null };
  }>(CONFIRM, { variables: { token } });
  return body.data?.confirmEmail;
}

async function canLogIn(email: string) {
  const { body } = await gateway.graphql<{ login: { ok: boolean } }>(LOGIN, {
    variables: { input: { email, password: 'Valhalla1' } },
  });
  return body.data?.login.ok;
}

/** The token of the link in the newest confirmation mail to `to`. */
async function linkToken(to = NEW_EMAIL): Promise<string> {
  await expect.poll(() => mailer.sent.some((mail) => mail.to === to)).toBe(true);
  const mail = mailer.sent.filter((sent) => sent.to === to).at(-1);
  const token = /\/confirm-email\?id=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in ${mail?.text}`);
  return token;
}

describe('changing the e-mail', () => {
  it('shows the new address as pending until the link mailed to it is opened, once', async () => {
    const cookie = await gateway.login();
    const asked = await update({ ...alex, email: ` ${NEW_EMAIL} `, currentPassword: 'Valhalla1' }, cookie);
    expect(asked.ok).toBe(true);
    expect(asked.account?.profile).toEqual({
      email: alex.email,
      pendingEmail: { email: NEW_EMAIL, expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect(await canLogIn(alex.email)).toBe(true);
    expect(await canLogIn(NEW_EMAIL)).toBe(false);
    await expect
      .poll(() => mailer.sent.map((mail) => mail.to).sort())
      .toEqual([alex.email, NEW_EMAIL].sort());

    // Opened anywhere: no session needed.
    const confirmed = await confirm(await linkToken());
    expect(confirmed).toEqual({ ok: true, error: null, email: NEW_EMAIL });
    expect(await profile(cookie)).toEqual({ email: NEW_EMAIL, pendingEmail: null });
    expect(await canLogIn(NEW_EMAIL)).toBe(true);
    expect(await canLogIn(alex.email)).toBe(false);

    const again = await confirm(await linkToken());
    expect(again).toEqual({ ok: false, error: { message: CONFIRMATION_LINK_INVALID }, email: null });
  });

  it('needs the current password: without it nothing is sent and nothing is pending', async () => {
    const cookie = await gateway.login();
    const answer = await update({ ...alex, email: NEW_EMAIL }, cookie);
    expect(answer.ok).toBe(false);
    expect(await profile(cookie)).toEqual({ email: alex.email, pendingEmail: null });
    expect(mailer.sent).toEqual([]);
  });

  it('refuses a made-up or empty link', async () => {
    for (const token of ['made-up-token', '']) {
      expect(await confirm(token)).toMatchObject({
        ok: false,
        error: { message: CONFIRMATION_LINK_INVALID },
      });
    }
  });
});

describe('against a legacy API without the change-contact extension', () => {
  it('refuses the change instead of skipping the password or the confirmation', async () => {
    const calls: object[] = [];
    const lapi = {
      call: async (definition: object) => {
        calls.push(definition);
        if (definition === customer.accountData) {
          return {
            profile: {
              first_name: 'Alex',
              last_name: 'Berg',
              email: alex.email,
              phone: alex.phone,
              dob: null,
            },
            shipping_address: null,
            billing_address: null,
            billing_same_as_shipping: true,
            smsallow: false,
            payment_method: null,
          };
        }
        throw new LapiFailure('Not found.', '/account/change-contact/', 404, 'Not found.');
      },
    } as unknown as SessionLapiClient;
    const ctx = {
      customerLapi: () => lapi,
      logger: pino({ level: 'silent' }),
      rateLimits: createMemoryRateLimits(),
      session: { leadsId: 1001, token: 'x'.repeat(32) },
      clientIp: '203.0.113.9',
    };
    const resolve = updateProfile as unknown as (p: unknown, a: unknown, c: unknown) => Promise<unknown>;
    const result = await resolve(
      {},
      { input: { ...alex, email: NEW_EMAIL, currentPassword: 'Valhalla1' } },
      ctx,
    );
    expect(result).toEqual({
      ok: false,
      error: { message: CONTACT_CHANGE_UNAVAILABLE, fieldErrors: [] },
      account: null,
    });
    // The legacy profile update, which would take the e-mail without either, was never called.
    expect(calls).not.toContain(customer.updateProfile);
  });
});
