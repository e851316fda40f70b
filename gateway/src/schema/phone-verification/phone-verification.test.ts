import { defaultSiteConfig } from '@helmsman/domain';
import { LapiClient } from '@helmsman/lapi-client';
import { demo, MemoryMailer, resetDatabase } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { RATE_LIMITS } from '../../rate-limit/limits.ts';
import { createMemoryRateLimits } from '../../rate-limit/rate-limits.ts';
import { CODE_FORMAT } from './resolvers/Mutation/verifyPhoneCode.ts';

const SEND = `mutation ($phoneNo: String!) { sendPhoneCode(phoneNo: $phoneNo) {
  ok sentTo expiresInSeconds error { message fieldErrors { field message } } } }`;
const VERIFY = `mutation ($code: String!) { verifyPhoneCode(code: $code) {
  ok error { message fieldErrors { field message } } } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ok } }`;

interface FormError {
  message: string;
  fieldErrors: { field: string; message: string }[];
}
interface Sent {
  sendPhoneCode: {
    ok: boolean;
    sentTo: string | null;
    expiresInSeconds: number | null;
    error: FormError | null;
  };
}
interface Verified {
  verifyPhoneCode: { ok: boolean; error: FormError | null };
}

// The legacy API's words (lapi-server resources/sms-auth.ts).
const CODE_INCORRECT = 'The code is incorrect or has expired.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please request a new code.';
const TEXTS_PER_CUSTOMER = 4;

let gateway: GatewayHarness;
const mailer = new MemoryMailer();
beforeAll(async () => {
  gateway = await startGatewayHarness({
    lapiServices: { mailer },
    rateLimits: createMemoryRateLimits({
      table: { ...RATE_LIMITS, phoneTextsPerCustomer: { points: TEXTS_PER_CUSTOMER, seconds: 3600 } },
    }),
  });
});
afterAll(() => gateway.close());
beforeEach(async () => {
  await resetDatabase(gateway.database.db);
  mailer.sent.length = 0;
});

const send = (phoneNo: string, cookie?: string) =>
  gateway.graphql<Sent>(SEND, { variables: { phoneNo }, cookie });
const verify = (code: string, cookie?: string) =>
  gateway.graphql<Verified>(VERIFY, { variables: { code }, cookie });
/** The code of the newest text message. */
const lastCode = () => /\b(\d{6})\b/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A new account, as the visit's inline sign-up makes it: no phone on file. */
async function newCustomer(email: string): Promise<string> {
  const answer = await gateway.graphql<{ signUp: { ok: boolean } }>(SIGN_UP, {
    variables: { input: { email, firstName: 'Pat', lastName: 'Lee', password: 'Secret12', consent: true } },
    clientIp: '198.51.100.20',
  });
  if (!answer.body.data?.signUp.ok || !answer.sessionCookie) throw new Error('sign-up failed');
  return `helmsman_session=${answer.sessionCookie}`;
}

describe('the phone step of the online visit', () => {
  it("puts a new customer's phone on file, texts a code to it, refuses a wrong code, verifies the right one", async () => {
    const pat = await newCustomer('pat.phone@example.com');
    const { body } = await send('512-555-0177', pat);
    expect(body.data?.sendPhoneCode).toEqual({
      ok: true,
      sentTo: '(•••) •••-0177',
      expiresInSeconds: 600,
      error: null,
    });
    expect(mailer.sent.at(-1)).toMatchObject({ channel: 'sms', to: '+15125550177' });
    const code = lastCode();
    const refused = await verify(wrong(code), pat);
    expect(refused.body.data?.verifyPhoneCode).toEqual({
      ok: false,
      error: { message: CODE_INCORRECT, fieldErrors: [] },
    });
    expect((await verify(code, pat)).body.data?.verifyPhoneCode).toEqual({ ok: true, error: null });
  });

  it('names the phone field for a number that is not a U.S. one, and texts nothing', async () => {
    const pat = await newCustomer('pat.typo@example.com');
    const { body } = await send('555-0142', pat);
    expect(body.data?.sendPhoneCode.ok).toBe(false);
    expect(body.data?.sendPhoneCode.error?.fieldErrors).toEqual([
      { field: 'phone', message: 'Phone number must be a 10-digit U.S. number' },
    ]);
    expect(mailer.sent).toEqual([]);
  });

  it('resends to the phone on file; another number needs the account page (the password)', async () => {
    const alex = await gateway.login();
    expect((await send('(512) 555-0142', alex)).body.data?.sendPhoneCode.ok).toBe(true);
    expect((await send('(512) 555-0142', alex)).body.data?.sendPhoneCode.ok).toBe(true);
    expect(mailer.sent).toHaveLength(2);
    const other = (await send('(512) 555-0199', alex)).body.data?.sendPhoneCode;
    expect(other?.ok).toBe(false);
    expect(other?.error?.fieldErrors.map((error) => error.field)).toEqual(['phone']);
    // Only the newest code works.
    const [first, second] = mailer.sent.map((text) => /\b(\d{6})\b/.exec(text.text)?.[1] ?? '');
    if (first !== second) expect((await verify(first ?? '', alex)).body.data?.verifyPhoneCode.ok).toBe(false);
    expect((await verify(second ?? '', alex)).body.data?.verifyPhoneCode.ok).toBe(true);
  });

  it('after 5 wrong codes says to request a new one, and the new code works', async () => {
    // A customer of their own: the harness's rate limits last across tests.
    const pat = await newCustomer('pat.tries@example.com');
    await send('(512) 555-0177', pat);
    const code = lastCode();
    for (let i = 0; i < 5; i += 1) await verify(wrong(code), pat);
    expect((await verify(code, pat)).body.data?.verifyPhoneCode.error?.message).toBe(TOO_MANY_ATTEMPTS);
    await send('(512) 555-0177', pat);
    expect((await verify(lastCode(), pat)).body.data?.verifyPhoneCode.ok).toBe(true);
  });

  it('refuses a code that is not 6 digits before it costs a try', async () => {
    const alex = await gateway.login();
    const { body } = await verify('12 34', alex);
    expect(body.data?.verifyPhoneCode).toEqual({
      ok: false,
      error: { message: CODE_FORMAT, fieldErrors: [{ field: 'code', message: CODE_FORMAT }] },
    });
  });

  it('needs a session', async () => {
    expect((await send('(512) 555-0142')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await verify('123456')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it(`texts a customer at most ${TEXTS_PER_CUSTOMER} times an hour, refusals included`, async () => {
    const sam = await gateway.login(demo.sam.email, demo.sam.password);
    for (let i = 0; i < TEXTS_PER_CUSTOMER; i += 1) await send('(206) 555-0178', sam);
    const limited = await send('(206) 555-0178', sam);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('is FORBIDDEN while online visits are switched off', async () => {
    const lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    const off = createGatewayClient({
      lapi,
      rateLimits: createMemoryRateLimits(),
      siteConfig: {
        ...defaultSiteConfig,
        features: { ...defaultSiteConfig.features, onlineVisit: false },
      },
    });
    try {
      const sent = await off.graphql<Sent>(SEND, { variables: { phoneNo: '(512) 555-0142' } });
      expect(sent.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const checked = await off.graphql<Verified>(VERIFY, { variables: { code: '123456' } });
      expect(checked.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await lapi.close();
    }
  });
});
