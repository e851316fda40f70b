import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultSiteConfig, messages } from '@helmsman/domain';
import { LapiClient } from '@helmsman/lapi-client';
import { MemoryMailer } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { RATE_LIMITS } from '../../rate-limit/limits.ts';
import { createMemoryRateLimits } from '../../rate-limit/rate-limits.ts';
import { WAITLIST_UNAVAILABLE } from './resolvers/Mutation/joinStateWaitlist.ts';
import { ELIGIBILITY_UNKNOWN } from './resolvers/Query/visitEligibility.ts';

const ELIGIBILITY = `query ($category: String!, $state: String!) {
  visitEligibility(category: $category, state: $state) { category state stateName eligible } }`;
const WAITLIST = `mutation ($input: JoinStateWaitlistInput!) { joinStateWaitlist(input: $input) {
  ok error { message fieldErrors { field message } } } }`;

interface Eligibility {
  visitEligibility: { category: string; state: string; stateName: string; eligible: boolean };
}
interface Joined {
  joinStateWaitlist: {
    ok: boolean;
    error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
  };
}

const WAITLIST_LIMIT = 3;

let gateway: GatewayHarness;
const mailer = new MemoryMailer();
beforeAll(async () => {
  gateway = await startGatewayHarness({
    lapiServices: { mailer },
    rateLimits: createMemoryRateLimits({
      table: { ...RATE_LIMITS, stateWaitlistPerIp: { points: WAITLIST_LIMIT, seconds: 3600 } },
    }),
  });
});
afterAll(() => gateway.close());

const eligibility = (category: string, state: string) =>
  gateway.graphql<Eligibility>(ELIGIBILITY, { variables: { category, state } });

const join = (input: { category: string; state: string; email: string }, clientIp = '203.0.113.40') =>
  gateway.graphql<Joined>(WAITLIST, { variables: { input }, clientIp });

async function listed(): Promise<unknown[]> {
  const result = await gateway.database.db.execute(
    'select category, state, email from state_waitlist order by id',
  );
  return result.rows;
}

/** A gateway whose legacy API cannot be reached, with `onlineVisit` as given. */
async function unreachableGateway(onlineVisit: boolean) {
  const lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
  const client = createGatewayClient({
    lapi,
    rateLimits: createMemoryRateLimits(),
    siteConfig: { ...defaultSiteConfig, features: { ...defaultSiteConfig.features, onlineVisit } },
  });
  return { ...client, close: () => lapi.close() };
}

describe('visitEligibility (public)', () => {
  it('says a visitor without a session is eligible where the clinic treats the category', async () => {
    const { body } = await eligibility('ed', 'tx');
    expect(body.errors).toBeUndefined();
    expect(body.data?.visitEligibility).toEqual({
      category: 'ed',
      state: 'TX',
      stateName: 'Texas',
      eligible: true,
    });
  });

  it('says not eligible where it does not: Alaska for ed, Montana for the weight programme', async () => {
    expect((await eligibility('ed', 'AK')).body.data?.visitEligibility).toMatchObject({
      state: 'AK',
      stateName: 'Alaska',
      eligible: false,
    });
    expect((await eligibility('sky-glp', 'MT')).body.data?.visitEligibility).toMatchObject({
      category: 'sky-glp',
      eligible: false,
    });
    expect((await eligibility('sky-glp', 'WA')).body.data?.visitEligibility.eligible).toBe(true);
  });

  it('refuses an unknown category or state as bad input, before any legacy call', async () => {
    for (const [category, state] of [
      ['astrology', 'TX'],
      ['ed', 'XX'],
      ['ed', ''],
    ] as const) {
      const { body } = await eligibility(category, state);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it("answers the spec's 'Failed to determine eligibility', unmasked, when the legacy API fails", async () => {
    const broken = await unreachableGateway(true);
    try {
      const { body } = await broken.graphql<Eligibility>(ELIGIBILITY, {
        variables: { category: 'ed', state: 'TX' },
      });
      expect(body.errors?.[0]?.message).toBe(messages.failedEligibility);
      expect(body.errors?.[0]?.extensions?.code).toBe(ELIGIBILITY_UNKNOWN);
    } finally {
      await broken.close();
    }
  });

  it('is FORBIDDEN while online visits are switched off, and so is the wait list', async () => {
    const off = await unreachableGateway(false);
    try {
      const checked = await off.graphql<Eligibility>(ELIGIBILITY, {
        variables: { category: 'ed', state: 'TX' },
      });
      expect(checked.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const joined = await off.graphql<Joined>(WAITLIST, {
        variables: { input: { category: 'ed', state: 'AK', email: 'pat@example.com' } },
      });
      expect(joined.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await off.close();
    }
  });
});

describe('joinStateWaitlist (public)', () => {
  it('lists the e-mail for a state not treated yet, once however often asked', async () => {
    for (const email of ['Pat@Example.com', 'pat@example.com']) {
      const { body } = await join({ category: 'sky-glp', state: 'mt', email }, '203.0.113.41');
      expect(body.data?.joinStateWaitlist).toEqual({ ok: true, error: null });
    }
    await expect(listed()).resolves.toEqual([{ category: 'SKY GLP', state: 'MT', email: 'pat@example.com' }]);
  });

  it('answers a wrong e-mail under its field, without a legacy call', async () => {
    const { body } = await join({ category: 'ed', state: 'AK', email: 'pat' }, '203.0.113.42');
    expect(body.data?.joinStateWaitlist).toEqual({
      ok: false,
      error: {
        message: 'Please correct the highlighted fields.',
        fieldErrors: [{ field: 'email', message: 'Invalid Email' }],
      },
    });
  });

  it("answers the legacy API's refusal for a state the clinic already treats", async () => {
    const { body } = await join({ category: 'ed', state: 'TX', email: 'pat@example.com' }, '203.0.113.43');
    expect(body.data?.joinStateWaitlist).toMatchObject({
      ok: false,
      error: { message: 'The clinic already treats ed in Texas.' },
    });
  });

  it('says so when the legacy API has no wait list (a legacy API without the extension: 404)', async () => {
    const legacy = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'FAILURE', data: null, message: 'Not Found' }));
    });
    await new Promise<void>((resolve) => legacy.listen(0, '127.0.0.1', resolve));
    const lapi = new LapiClient({ baseUrl: `http://127.0.0.1:${(legacy.address() as AddressInfo).port}` });
    const client = createGatewayClient({ lapi, rateLimits: createMemoryRateLimits() });
    try {
      const { body } = await client.graphql<Joined>(WAITLIST, {
        variables: { input: { category: 'ed', state: 'AK', email: 'pat@example.com' } },
      });
      expect(body.data?.joinStateWaitlist).toEqual({
        ok: false,
        error: { message: WAITLIST_UNAVAILABLE, fieldErrors: [] },
      });
    } finally {
      await lapi.close();
      await new Promise((resolve) => legacy.close(resolve));
    }
  });

  it('answers RATE_LIMITED from one address after its number of requests', async () => {
    const ip = '203.0.113.44';
    for (let i = 0; i < WAITLIST_LIMIT; i += 1) {
      const { body } = await join({ category: 'ed', state: 'AK', email: `pat${i}@example.com` }, ip);
      expect(body.data?.joinStateWaitlist.ok).toBe(true);
    }
    const refused = await join({ category: 'ed', state: 'AK', email: 'pat9@example.com' }, ip);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another address has its own count.
    const other = await join({ category: 'ed', state: 'AK', email: 'pat9@example.com' }, '203.0.113.45');
    expect(other.body.data?.joinStateWaitlist.ok).toBe(true);
  });
});

const START = `mutation ($category: String!) { startVisit(category: $category) {
  ok error { message } destination } }`;
interface Started {
  startVisit: { ok: boolean; error: { message: string } | null; destination: string | null };
}
const START_NEW = `mutation ($category: String!) { startVisit(category: $category) {
  ok error { message } destination phoneRequired } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ok } }`;
const SEND = `mutation ($phoneNo: String!) { sendPhoneCode(phoneNo: $phoneNo) { ok } }`;
const VERIFY = `mutation ($code: String!) { verifyPhoneCode(code: $code) { ok } }`;

describe('startVisit (after an eligible state)', () => {
  it("resumes alex's ED visit where it stands", async () => {
    const cookie = await gateway.login();
    const { body } = await gateway.graphql<Started>(START, { variables: { category: 'ed' }, cookie });
    expect(body.data?.startVisit).toEqual({
      ok: true,
      error: null,
      destination: '/visit/ed/question/ed-blood-pressure',
    });
  });

  it("starts sam's first hair visit at its first question", async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const { body } = await gateway.graphql<Started>(START, { variables: { category: 'hair' }, cookie });
    expect(body.data?.startVisit.ok).toBe(true);
    expect(body.data?.startVisit.destination).toMatch(/^\/visit\/hair\/question\/[\w-]+$/);
  });

  it("starts no visit before the customer's phone is verified (the phone step comes first), then does", async () => {
    const signedUp = await gateway.graphql<{ signUp: { ok: boolean } }>(SIGN_UP, {
      variables: {
        input: {
          email: 'pat.start@example.com',
          firstName: 'Pat',
          lastName: 'Lee',
          password: 'Secret12',
          consent: true,
        },
      },
    });
    expect(signedUp.body.data?.signUp.ok).toBe(true);
    const cookie = `helmsman_session=${signedUp.sessionCookie}`;
    const start = () =>
      gateway.graphql<Started & { startVisit: { phoneRequired: boolean } }>(START_NEW, {
        variables: { category: 'ed' },
        cookie,
      });
    expect((await start()).body.data?.startVisit).toEqual({
      ok: false,
      error: null,
      destination: null,
      phoneRequired: true,
    });

    const sent = await gateway.graphql<{ sendPhoneCode: { ok: boolean } }>(SEND, {
      variables: { phoneNo: '512-555-0166' },
      cookie,
    });
    expect(sent.body.data?.sendPhoneCode.ok).toBe(true);
    const code = /\b(\d{6})\b/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const verified = await gateway.graphql<{ verifyPhoneCode: { ok: boolean } }>(VERIFY, {
      variables: { code },
      cookie,
    });
    expect(verified.body.data?.verifyPhoneCode.ok).toBe(true);
    const after = (await start()).body.data?.startVisit;
    expect(after).toMatchObject({ ok: true, error: null, phoneRequired: false });
    expect(after?.destination).toMatch(/^\/visit\/ed\/question\/[\w-]+$/);
  });

  it('needs a session', async () => {
    const { body } = await gateway.graphql<Started>(START, { variables: { category: 'ed' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
