import { createDatabase, dropDatabase } from '@helmsman/lapi-server/testing';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGatewayHarness } from '../../test/harness.ts';
import { createGatewayApp } from '../server.ts';
import { CSRF_HEADER, createGatewayYoga } from '../yoga.ts';
import { RATE_LIMITS } from './limits.ts';
import { createRateLimits, RATE_LIMIT_TABLE_NAME, RateLimited, type RateLimits } from './rate-limits.ts';

/**
 * Two gateways on one Postgres (DATABASE_URL) see the same counts: here, two limiter sets on a
 * database of their own on the run's test Postgres (test/global-setup.ts; TEST_POSTGRES_URL uses a
 * running one instead). scale-out.test.ts checks the same over HTTP with gateways in processes of
 * their own.
 */

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { ok } }';

let databaseUrl: string;
const opened: RateLimits[] = [];

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgresUrl'), 'gateway_rate_limits');
});

afterAll(async () => {
  await Promise.all(opened.map((limits) => limits.close()));
  await dropDatabase(inject('postgresUrl'), databaseUrl);
});

async function gateway(): Promise<RateLimits> {
  const limits = await createRateLimits({ databaseUrl });
  opened.push(limits);
  return limits;
}

async function refused(work: Promise<unknown>): Promise<RateLimited> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RateLimited);
  return error as RateLimited;
}

describe('rate limits in Postgres', () => {
  it('keeps the counts in one table of the database', async () => {
    const [a, b] = await Promise.all([gateway(), gateway()]);
    expect(a.store).toBe('postgres');
    expect(b.store).toBe('postgres');
    await a.clicksPerIp.take('192.0.2.50');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select key, points from ${RATE_LIMIT_TABLE_NAME}`);
      expect(rows).toContainEqual({ key: 'click_ip:192.0.2.50', points: 1 });
    } finally {
      await client.end();
    }
  });

  it('shares a window limit between two gateways: together they allow its number, not each', async () => {
    const [a, b] = await Promise.all([gateway(), gateway()]);
    const { points } = RATE_LIMITS.resetRequestsPerIp;
    for (let i = 0; i < points; i += 1) await (i % 2 === 0 ? a : b).resetRequestsPerIp.take('203.0.113.9');
    await refused(a.resetRequestsPerIp.take('203.0.113.9'));
    await refused(b.resetRequestsPerIp.take('203.0.113.9'));
    await b.resetRequestsPerIp.take('198.51.100.7');
  });

  it('shares login failures: five on one gateway make the account wait on the other, and a success there ends it', async () => {
    const [a, b] = await Promise.all([gateway(), gateway()]);
    for (let i = 0; i < 5; i += 1) await (await a.login.begin('alex@helmsman.test', '203.0.113.9')).failed();
    const refusal = await refused(b.login.begin('alex@helmsman.test', '198.51.100.7'));
    expect(refusal.retryAfterSeconds).toBeGreaterThan(25);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(30);
    // Another account is not touched.
    await (await b.login.begin('sam@helmsman.test', '198.51.100.7')).succeeded();
  });

  it('shares the per-customer quota', async () => {
    const [a, b] = await Promise.all([gateway(), gateway()]);
    const { points } = RATE_LIMITS.uploadsPerCustomer;
    for (let i = 0; i < points; i += 1) {
      await a.uploadsPerCustomer.ensureRoom(42);
      await a.uploadsPerCustomer.count(42);
    }
    await refused(b.uploadsPerCustomer.ensureRoom(42));
  });

  it('counts parallel attempts from two gateways exactly', async () => {
    const [a, b] = await Promise.all([gateway(), gateway()]);
    const { points } = RATE_LIMITS.clicksPerIp;
    const results = await Promise.allSettled(
      Array.from({ length: points + 10 }, (_, i) => (i % 2 === 0 ? a : b).clicksPerIp.take('203.0.113.77')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(points);
  });
});

describe('two gateways on one Postgres', () => {
  it('answer RATE_LIMITED on the second after 5 failed logins on the first', async () => {
    const first = await startGatewayHarness({ rateLimits: await gateway() });
    try {
      // A second gateway in front of the same legacy API, with its own limiter set on the same Postgres.
      const second = createGatewayApp({
        yoga: createGatewayYoga({
          lapi: first.lapi,
          logger: pino({ level: 'silent' }),
          rateLimits: await gateway(),
        }),
        lapi: first.lapi,
        logger: pino({ level: 'silent' }),
      });
      const input = { email: 'two-gateways@helmsman.test', password: 'Wrong-guess-1' };
      for (let i = 0; i < 5; i += 1) {
        const answer = await first.graphql<{ login: { ok: boolean } }>(LOGIN, {
          variables: { input },
          clientIp: '203.0.113.120',
        });
        expect(answer.body.data?.login.ok).toBe(false);
      }
      const refused = await second.fetch(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
          body: JSON.stringify({ query: LOGIN, variables: { input } }),
        }),
      );
      const body = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await first.close();
    }
  }, 60_000);
});
