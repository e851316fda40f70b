import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@helmsman/domain';
import { messagingFixtures } from '@helmsman/lapi-server/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../test/harness.ts';
import { createGatewayListener } from '../http/listener.ts';
import { CSRF_HEADER } from '../yoga.ts';
import { RATE_LIMITS, type RateLimitTable } from './limits.ts';
import { createMemoryRateLimits } from './rate-limits.ts';

/**
 * The limits where the customer meets them: GraphQL answers RATE_LIMITED with the message to show, the
 * HTTP routes 429 with Retry-After. Login and the current-password check use the real numbers; the
 * other limits are smaller here (their real numbers are checked in rate-limits.test.ts).
 */

const HOUR = 3600;
const DAY = 24 * HOUR;
const table: RateLimitTable = {
  ...RATE_LIMITS,
  resetRequestsPerIp: { points: 3, seconds: HOUR },
  cardUpdatesPerCustomer: { points: 3, seconds: DAY },
  cardUpdatesPerIp: { points: 3, seconds: DAY },
  uploadsPerIp: { points: 3, seconds: HOUR },
  uploadsPerCustomer: { points: 2, seconds: DAY },
  errorNoticesPerIp: { points: 3, seconds: 60 },
  clicksPerIp: { points: 3, seconds: HOUR },
  signUpsPerIp: { points: 3, seconds: HOUR },
};

const logLines: string[] = [];
const capture = () => pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness({
    graphqlLogger: capture(),
    rateLimits: createMemoryRateLimits({ table, trustedProxies: ['10.0.0.0/8', '127.0.0.1'] }),
  });
});
afterAll(() => gateway.close());

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { ok error { message } } }';
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
  ok error { message fieldErrors { field message } } } }`;
const RESET = 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }';
const UPDATE_CARD = `mutation ($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ok error { message } } }`;
const REGISTER = 'mutation ($input: RegisterClickInput!) { registerClick(input: $input) { clickId } }';

const visa = { ccnum: '4242424242424242', ccexp: '12/30', cccvv: '123', consent: true, shipping: 'standard' };
const click = {
  params: [{ name: 'a', value: '7' }],
  url: 'https://shop.test/?a=7',
  referrer: '',
  userAgent: 'Mozilla/5.0',
  deviceType: 'desktop',
};

type Answer = Awaited<ReturnType<GatewayHarness['graphql']>>;
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

/** The customer's cookie with another token: the lead id is real, the session is not. */
function forgedFrom(cookie: string): string {
  return cookie.replace(/\.[A-Za-z0-9_-]+$/, '.forged-token-0123456789');
}

function logged(message: string): Record<string, unknown>[] {
  return logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === message);
}

/**
 * Runs `test` with the limiters' clock (Date) standing still, so the waits they name are exact however
 * slow the machine is; the legacy API and the sockets keep their real timers.
 */
async function withDateStill(test: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await test();
  } finally {
    vi.useRealTimers();
  }
}

describe('login', () => {
  it('answers RATE_LIMITED after 5 failures, then lets the right password in once the wait is over', async () => {
    // The test moves the standing clock on to the end of the wait.
    await withDateStill(loginBackoff);
  });

  async function loginBackoff() {
    const ip = '203.0.113.10';
    const login = (password: string, email = 'alex@helmsman.test') =>
      gateway.graphql<{ login: { ok: boolean; error: { message: string } | null } }>(LOGIN, {
        variables: { input: { email, password } },
        clientIp: ip,
      });
    for (let i = 0; i < 5; i += 1) {
      const answer = await login(`Wrong-guess-${i}`, i % 2 ? ' Alex@Helmsman.test' : 'alex@helmsman.test');
      expect(answer.body.data?.login.error?.message).toBe(messages.invalidCredentials);
    }
    // Even the right password waits: it is not checked at all.
    const refused = await login('Valhalla1');
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 30 });
    expect(refused.sessionCookie).toBeUndefined();

    // Another account from the same address is not held up.
    expect((await login('Valhalla2', 'sam@helmsman.test')).body.data?.login.ok).toBe(true);

    vi.setSystemTime(Date.now() + 29_000);
    expect(codeOf(await login('Valhalla1'))).toBe('RATE_LIMITED');
    vi.setSystemTime(Date.now() + 1_500);
    const after = await login('Valhalla1');
    expect(after.body.data?.login.ok).toBe(true);
    expect(after.sessionCookie).toBeTruthy();
    // The success forgot the failures.
    expect((await login('Wrong-again')).body.data?.login.error?.message).toBe(messages.invalidCredentials);
    expect((await login('Valhalla1')).body.data?.login.ok).toBe(true);
  }

  it('logs each failure with the account and the address, never the password', () => {
    const failures = logged('login failed');
    expect(failures.length).toBeGreaterThanOrEqual(5);
    expect(failures[0]).toMatchObject({
      level: 40,
      account: 'alex@helmsman.test',
      ip: '203.0.113.10',
      failures: 1,
    });
    expect(failures[4]).toMatchObject({ failures: 5, waitSeconds: 30 });
    expect(logged('login refused: too many failed attempts')[0]).toMatchObject({
      level: 40,
      account: 'alex@helmsman.test',
      ip: '203.0.113.10',
    });
    const text = logLines.join('\n');
    expect(text).not.toContain('Wrong-guess');
    expect(text).not.toContain('Valhalla');
  });
});

describe('the current-password check (changePassword)', () => {
  it('answers RATE_LIMITED after 5 wrong current passwords', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const change = (oldPassword: string) =>
      gateway.graphql<{
        changePassword: { ok: boolean; error: { fieldErrors: { field: string }[] } | null };
      }>(CHANGE_PASSWORD, {
        variables: { input: { oldPassword, password: 'Asgard123', passwordConfirm: 'Asgard123' } },
        cookie,
        clientIp: '203.0.113.20',
      });
    for (let i = 0; i < 5; i += 1) {
      const answer = await change(`Wrong-${i}`);
      expect(answer.body.data?.changePassword.error?.fieldErrors[0]?.field).toBe('oldPassword');
    }
    const refused = await change('Valhalla2');
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(logged('password check failed: wrong current password')).toHaveLength(5);
  });
});

describe('the current-password check of an e-mail or phone change (updateProfile)', () => {
  it('counts wrong passwords with the same limit, and answers RATE_LIMITED after 5', async () => {
    const cookie = await gateway.login('alex@helmsman.test', 'Valhalla1');
    const change = (currentPassword: string) =>
      gateway.graphql<{ updateProfile: { ok: boolean; error: { fieldErrors: { field: string }[] } | null } }>(
        `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
          ok error { message fieldErrors { field message } } } }`,
        {
          variables: {
            input: {
              firstName: 'Alex',
              lastName: 'Berg',
              email: 'alex@helmsman.test',
              phone: '512-555-0177',
              currentPassword,
            },
          },
          cookie,
          clientIp: '203.0.113.21',
        },
      );
    for (let i = 0; i < 5; i += 1) {
      const answer = await change(`Wrong-${i}`);
      expect(answer.body.data?.updateProfile.error?.fieldErrors[0]?.field).toBe('currentPassword');
    }
    const refused = await change('Valhalla1');
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(logged('contact change failed: wrong current password')).toHaveLength(5);
  });
});

describe('password reset requests', () => {
  it('allows 3 per address here, then RATE_LIMITED; another address is not affected', async () => {
    const reset = (clientIp: string) =>
      gateway.graphql<{ requestPasswordReset: { ok: boolean } }>(RESET, {
        variables: { input: { email: 'nobody@helmsman.test' } },
        clientIp,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await reset('203.0.113.30')).body.data?.requestPasswordReset.ok).toBe(true);
    const refused = await reset('203.0.113.30');
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 1 hour.');
    expect((await reset('203.0.113.31')).body.data?.requestPasswordReset.ok).toBe(true);
  });
});

describe('card updates (ccupdate)', () => {
  const update = (cookie: string, clientIp: string) =>
    gateway.graphql<{ updatePaymentMethod: { ok: boolean } }>(UPDATE_CARD, {
      variables: { input: visa },
      cookie,
      clientIp,
    });

  it('allows 3 per address here; forged sessions count for the address, not for the customer they name', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    const forged = forgedFrom(cookie);
    for (let i = 0; i < 3; i += 1)
      expect(codeOf(await update(forged, '203.0.113.40'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await update(cookie, '203.0.113.40'))).toBe('RATE_LIMITED');
    // Sam's own quota is untouched by the forgeries: three from elsewhere.
    for (let i = 0; i < 3; i += 1) {
      expect((await update(cookie, `203.0.113.${41 + i}`)).body.data?.updatePaymentMethod.ok).toBe(true);
    }
    const refused = await update(cookie, '203.0.113.44');
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 24 hours.');
  });
});

describe('placeOrder with new card details', () => {
  const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { ok error { message } } }`;
  const place = (cookie: string, clientIp: string, card?: object) =>
    gateway.graphql<{ placeOrder: { ok: boolean; error: { message: string } | null } }>(PLACE_ORDER, {
      variables: {
        input: {
          shipping: { address: '1 Main St', city: 'Boise', state: 'ID', zip: '83702' },
          ...(card && { card }),
          idempotencyKey: randomUUID(),
        },
      },
      cookie,
      clientIp,
    });
  const newCard = { number: visa.ccnum, expiry: visa.ccexp, securityCode: visa.cccvv, consent: true };

  it("counts against the card updates' budget (one for both), per customer; the card on file does not count", async () => {
    const cookie = await gateway.login();
    // Two card updates and one order with new details (an empty cart: the card still reached the legacy API).
    for (let i = 0; i < 2; i += 1)
      expect(
        (
          await gateway.graphql<{ updatePaymentMethod: { ok: boolean } }>(UPDATE_CARD, {
            variables: { input: visa },
            cookie,
            clientIp: `203.0.113.${60 + i}`,
          })
        ).body.data?.updatePaymentMethod.ok,
      ).toBe(true);
    expect((await place(cookie, '203.0.113.62', newCard)).body.data?.placeOrder.error?.message).toBe(
      'Your cart is empty.',
    );
    const refused = await place(cookie, '203.0.113.63', newCard);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    // Paying with the card on file tests no card.
    expect((await place(cookie, '203.0.113.63')).body.data?.placeOrder.error?.message).toBe(
      'Your cart is empty.',
    );
  });

  it('counts per address as card updates do', async () => {
    // A new customer: alex's and sam's card budgets are spent by the tests above.
    const signedUp = await gateway.graphql(
      'mutation ($input: SignUpInput!) { signUp(input: $input) { ok } }',
      {
        variables: {
          input: {
            email: 'card-tester@helmsman.test',
            firstName: 'C',
            lastName: 'T',
            password: 'Seasalt1',
            consent: true,
          },
        },
        clientIp: '203.0.113.69',
      },
    );
    const cookie = `helmsman_session=${signedUp.sessionCookie}`;
    const forged = forgedFrom(cookie);
    for (let i = 0; i < 3; i += 1)
      expect(codeOf(await place(forged, '203.0.113.70', newCard))).toBe('UNAUTHENTICATED');
    expect(codeOf(await place(cookie, '203.0.113.70', newCard))).toBe('RATE_LIMITED');
  });
});

describe('sign-ups', () => {
  it('allows 3 per address here, then RATE_LIMITED; refused forms do not count', async () => {
    const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { ok } }';
    const signUp = (email: string, clientIp = '203.0.113.80') =>
      gateway.graphql<{ signUp: { ok: boolean } }>(SIGN_UP, {
        variables: {
          input: { email, firstName: 'Nia', lastName: 'Doe', password: 'Seasalt1', consent: true },
        },
        clientIp,
      });
    expect((await signUp('not-an-email')).body.data?.signUp.ok).toBe(false);
    for (let i = 0; i < 3; i += 1)
      expect((await signUp(`limit-${i}@helmsman.test`)).body.data?.signUp.ok).toBe(true);
    const refused = await signUp('limit-3@helmsman.test');
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 1 hour.');
    expect((await signUp('limit-3@helmsman.test', '203.0.113.81')).body.data?.signUp.ok).toBe(true);
  });
});

describe('clicks', () => {
  it('allows 3 per address here, then RATE_LIMITED', async () => {
    const register = () =>
      gateway.graphql<{ registerClick: { clickId: string } }>(REGISTER, {
        variables: { input: click },
        clientIp: '203.0.113.50',
      });
    for (let i = 0; i < 3; i += 1)
      expect((await register()).body.data?.registerClick.clickId).toMatch(/^\d+$/);
    expect(codeOf(await register())).toBe('RATE_LIMITED');
  });
});

function fromAddress(request: Request, remoteAddress: string) {
  return gateway.app.fetch(request, { incoming: { socket: { remoteAddress } } });
}

describe('uploads (/attachments)', () => {
  const upload = (cookie: string, clientIp: string) => {
    const form = new FormData();
    form.set('file', new Blob([messagingFixtures.TINY_PNG], { type: 'image/png' }), 'photo.png');
    return fromAddress(
      new Request('http://localhost/attachments', {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', cookie },
        body: form,
      }),
      clientIp,
    );
  };

  it('answers 429 with Retry-After past 3 uploads from one address here', () =>
    withDateStill(async () => {
      const forged = forgedFrom(await gateway.login('sam@helmsman.test', 'Valhalla2'));
      for (let i = 0; i < 3; i += 1) expect((await upload(forged, '203.0.113.60')).status).toBe(401);
      const refused = await upload(forged, '203.0.113.60');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(HOUR));
      expect(await refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 1 hour.' },
      });
    }));

  it("keeps to the customer's daily quota of stored uploads, from any address", async () => {
    const cookie = await gateway.login();
    expect((await upload(cookie, '203.0.113.61')).status).toBe(201);
    expect((await upload(cookie, '203.0.113.62')).status).toBe(201);
    const refused = await upload(cookie, '203.0.113.63');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(DAY - 60);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "You've sent as many photos as we can take in a day. Please try again in 24 hours.",
    );
  });
});

describe('error notices', () => {
  it('answers 429 with Retry-After past 3 notices a minute from one address here', () =>
    withDateStill(async () => {
      const post = () =>
        fromAddress(
          new Request('http://localhost/api/v3/projects/1/notices', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
            body: JSON.stringify({ errors: [{ type: 'Error', message: 'boom', backtrace: [] }] }),
          }),
          '203.0.113.70',
        );
      for (let i = 0; i < 3; i += 1) expect((await post()).status).toBe(201);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
    }));
});

describe('the client address', () => {
  const reset = (socket: string, forwardedFor: string) =>
    gateway.graphql(RESET, {
      variables: { input: { email: 'nobody@helmsman.test' } },
      clientIp: socket,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('comes from X-Forwarded-For behind a trusted proxy, and from the socket otherwise', async () => {
    // Behind the proxy (10.0.0.0/8): the client is the rightmost untrusted address, whatever it wrote before it.
    for (let i = 0; i < 3; i += 1)
      expect(codeOf(await reset('10.0.0.5', `192.0.2.${i}, 203.0.113.80`))).toBeUndefined();
    expect(codeOf(await reset('10.0.0.6', '203.0.113.80'))).toBe('RATE_LIMITED');
    expect(codeOf(await reset('10.0.0.5', '203.0.113.81'))).toBeUndefined();
    // Not a trusted proxy: a new X-Forwarded-For each time changes nothing.
    for (let i = 0; i < 3; i += 1)
      expect(codeOf(await reset('198.51.100.9', `203.0.113.${90 + i}`))).toBeUndefined();
    expect(codeOf(await reset('198.51.100.9', '203.0.113.99'))).toBe('RATE_LIMITED');
  });

  it("reaches the GraphQL context from the shop's listener (Yoga's node adapter)", async () => {
    const server: Server = createServer(createGatewayListener({ yoga: gateway.yoga, app: gateway.app }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const reset = async (forwardedFor: string) => {
        const body = JSON.stringify({
          query: RESET,
          variables: { input: { email: 'nobody@helmsman.test' } },
        });
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [CSRF_HEADER]: '1',
            'x-forwarded-for': forwardedFor,
          },
          body,
        });
        return ((await response.json()) as Answer['body']).errors?.[0]?.extensions?.code;
      };
      // 127.0.0.1 is a trusted proxy in this harness: the header names the client.
      for (let i = 0; i < 3; i += 1) expect(await reset('203.0.113.110')).toBeUndefined();
      expect(await reset('203.0.113.110')).toBe('RATE_LIMITED');
      expect(await reset('203.0.113.111')).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
