import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffSeconds, RATE_LIMITS, type RateLimitTable, type WindowLimit } from './limits.ts';
import { createMemoryRateLimits, RateLimited, type RateLimits, rateLimitedMessage } from './rate-limits.ts';

/**
 * Each limit of the table at its number, on the memory store, with the real numbers. The limiter's time
 * is Date.now() and its timers: Vitest's fake timers move both, so nothing here waits for real time.
 */

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function refusal(work: Promise<unknown>): Promise<RateLimited> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RateLimited);
  return error as RateLimited;
}

type CounterName = {
  [K in keyof RateLimits]: RateLimits[K] extends { take(key: string): Promise<void> } ? K : never;
}[keyof RateLimits] &
  keyof RateLimitTable;

const counters: CounterName[] = [
  'resetRequestsPerIp',
  'cardUpdatesPerCustomer',
  'cardUpdatesPerIp',
  'uploadsPerIp',
  'uploadsPerCustomer',
  'errorNoticesPerIp',
  'clicksPerIp',
  'signUpsPerIp',
  'couponTriesPerIp',
  'couponTriesPerCustomer',
  'stateWaitlistPerIp',
  'phoneTextsPerCustomer',
  'phoneTextsPerIp',
  'phoneChecksPerCustomer',
  'phoneChecksPerIp',
  'visitFeedbackPerCustomer',
];

describe('window limits, at their numbers', () => {
  it.each(counters)('%s allows its number per key, then refuses until the window ends', async (name) => {
    const limits = createMemoryRateLimits();
    const { points, seconds } = RATE_LIMITS[name] as WindowLimit;
    const counter = limits[name];
    for (let i = 0; i < points; i += 1) await counter.take('203.0.113.9');
    const refused = await refusal(counter.take('203.0.113.9'));
    expect(refused.retryAfterSeconds).toBe(seconds);
    // Another key has its own count.
    await counter.take('198.51.100.7');
    vi.advanceTimersByTime(seconds * 1000);
    await counter.take('203.0.113.9');
  });

  it('a quota (ensureRoom, then count what was done) refuses at its number and not before', async () => {
    const { uploadsPerCustomer } = createMemoryRateLimits();
    const { points } = RATE_LIMITS.uploadsPerCustomer;
    for (let i = 0; i < points; i += 1) {
      await uploadsPerCustomer.ensureRoom(7);
      await uploadsPerCustomer.count(7);
    }
    const refused = await refusal(uploadsPerCustomer.ensureRoom(7));
    expect(refused.message).toBe(
      "You've sent as many photos as we can take in a day. Please try again in 24 hours.",
    );
    await uploadsPerCustomer.ensureRoom(8);
  });
});

describe.each(['login', 'passwordCheck'] as const)('%s: credential limits', (name) => {
  const limits = RATE_LIMITS[name];

  it('lets 5 failures through, then makes the account wait 30 s; the right password works after it', async () => {
    const guard = createMemoryRateLimits()[name];
    for (let i = 1; i <= 5; i += 1) {
      const attempt = await guard.begin('alex@helmsman.test', '203.0.113.9');
      expect(await attempt.failed()).toEqual({ failures: i, waitSeconds: i < 5 ? 0 : 30 });
    }
    const refused = await refusal(guard.begin('alex@helmsman.test', '203.0.113.9'));
    expect(refused.retryAfterSeconds).toBe(limits.backoffBaseSeconds);
    expect(refused.message).toBe('Too many attempts. Please try again in 30 seconds.');
    // From another address too: the wait is the account's.
    await refusal(guard.begin('alex@helmsman.test', '198.51.100.7'));

    vi.advanceTimersByTime(29_000);
    await refusal(guard.begin('alex@helmsman.test', '203.0.113.9'));
    vi.advanceTimersByTime(1_000);
    const attempt = await guard.begin('alex@helmsman.test', '203.0.113.9');
    await attempt.succeeded();
    // The success forgot the run: five more failures before any wait.
    for (let i = 1; i <= 5; i += 1) {
      expect((await (await guard.begin('alex@helmsman.test', '203.0.113.9')).failed()).failures).toBe(i);
    }
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    const guard = createMemoryRateLimits()[name];
    const waits: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const { waitSeconds } = await (await guard.begin('alex@helmsman.test', '203.0.113.9')).failed();
      waits.push(waitSeconds);
      vi.advanceTimersByTime(waitSeconds * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
    expect(backoffSeconds(limits, 40)).toBe(900);
  });

  it('treats e-mail addresses without regard to case or spaces', async () => {
    const guard = createMemoryRateLimits()[name];
    for (const account of [
      'Alex@Helmsman.test',
      ' alex@helmsman.test',
      'ALEX@HELMSMAN.TEST',
      'alex@helmsman.test',
      'alex@helmsman.TEST ',
    ]) {
      await (await guard.begin(account, '203.0.113.9')).failed();
    }
    await refusal(guard.begin('alex@helmsman.test', '203.0.113.9'));
  });

  it("does not lock another account with one account's failures", async () => {
    const guard = createMemoryRateLimits()[name];
    for (let i = 0; i < 5; i += 1) await (await guard.begin('alex@helmsman.test', '203.0.113.9')).failed();
    await refusal(guard.begin('alex@helmsman.test', '203.0.113.9'));
    const other = await guard.begin('sam@helmsman.test', '203.0.113.9');
    await other.succeeded();
  });

  it('allows at most 20 attempts at once per account, however they race past the wait', async () => {
    const guard = createMemoryRateLimits()[name];
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => guard.begin('alex@helmsman.test', `203.0.113.${i}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(
      limits.failuresPerAccount.points,
    );
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected).toHaveLength(5);
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(RateLimited);
  });

  it('counts 20 failures an hour per account even when they come slowly', async () => {
    // Without the backoff in the way, to see the hourly cap on its own.
    const table: RateLimitTable = {
      ...RATE_LIMITS,
      [name]: { ...limits, backoffAfter: 1000 },
    };
    const guard = createMemoryRateLimits({ table })[name];
    for (let i = 0; i < 20; i += 1) {
      await (await guard.begin('alex@helmsman.test', '203.0.113.9')).failed();
      vi.advanceTimersByTime(60_000);
    }
    const refused = await refusal(guard.begin('alex@helmsman.test', '203.0.113.9'));
    // The window started with the first failure, 20 minutes ago.
    expect(refused.retryAfterSeconds).toBe(40 * 60);
  });

  it('allows 100 failures a day from one address, over any accounts, then refuses that address only', async () => {
    const guard = createMemoryRateLimits()[name];
    for (let i = 0; i < limits.failuresPerIp.points; i += 1) {
      await (await guard.begin(`customer${i}@helmsman.test`, '203.0.113.9')).failed();
    }
    const refused = await refusal(guard.begin('alex@helmsman.test', '203.0.113.9'));
    expect(refused.retryAfterSeconds).toBe(24 * 60 * 60);
    await (await guard.begin('alex@helmsman.test', '198.51.100.7')).succeeded();
  });

  it('does not count successes or attempts without a verdict against the address', async () => {
    const guard = createMemoryRateLimits()[name];
    for (let i = 0; i < limits.failuresPerIp.points + 5; i += 1) {
      const attempt = await guard.begin(`customer${i}@helmsman.test`, '203.0.113.9');
      await (i % 2 === 0 ? attempt.succeeded() : attempt.abandoned());
    }
    await guard.begin('alex@helmsman.test', '203.0.113.9');
  });
});

describe('the message', () => {
  it('says when to try again, in whole units rounded up', () => {
    expect(rateLimitedMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(rateLimitedMessage(30)).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(rateLimitedMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimitedMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(rateLimitedMessage(86_400)).toBe('Too many attempts. Please try again in 24 hours.');
    expect(rateLimitedMessage(3540)).toBe('Too many attempts. Please try again in 59 minutes.');
    expect(rateLimitedMessage(3541)).toBe('Too many attempts. Please try again in 1 hour.');
    expect(rateLimitedMessage(3599)).toBe('Too many attempts. Please try again in 1 hour.');
    expect(rateLimitedMessage(3601)).toBe('Too many attempts. Please try again in 2 hours.');
    expect(new RateLimited(1).retryAfterSeconds).toBe(1);
  });
});
