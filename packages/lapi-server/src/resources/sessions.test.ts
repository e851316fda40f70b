import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import {
  createSession,
  DEFAULT_SESSION_POLICY,
  LAST_SEEN_RESOLUTION_MS,
  sessionPolicyFromEnv,
} from '../auth/sessions.ts';
import { demo } from '../db/demo-data.ts';
import { sessions } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';

const LOGIN = '/lapi/account/login/';
const VERIFY = '/lapi/account/verifyauthentication/';
const LOGOUT = '/lapi/account/logout/';
const LOGOUT_EVERYWHERE = '/lapi/account/logout-everywhere/';
const customerPaths = [
  VERIFY,
  '/lapi/account/orders/',
  '/lapi/account/pendingorders/',
  LOGOUT,
  LOGOUT_EVERYWHERE,
];
const { idleMs, lifetimeMs } = DEFAULT_SESSION_POLICY;
const MINUTE = 60_000;

function tokenOf(answer: LapiAnswer): string {
  const data = answer.envelope.data as { token?: unknown } | null;
  if (typeof data?.token !== 'string') throw new Error(`No token in ${JSON.stringify(answer.envelope)}`);
  return data.token;
}

describe.each(backends)('sessions on %s', (backend) => {
  const context = useTestApp(backend);
  const call = (path: string, data: unknown, token?: string) => callLapi(context.app, path, data, { token });
  const login = (email: string, password: string) => call(LOGIN, { email, password });

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(context.database.db);
  });

  describe('login', () => {
    it('answers the lead id and a fresh session token', async () => {
      const answer = await login(demo.alex.email, demo.alex.password);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: { leads_id: demo.alex.leadsId, token: expect.any(String), expires_at: expect.any(String) },
        message: 'Login successful.',
      });
      const token = tokenOf(answer);
      // 32 random bytes: at least 128 bits, URL-safe.
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect(tokenOf(await login(demo.alex.email, demo.alex.password))).not.toBe(token);
    });

    it('compares the e-mail case-insensitively, ignoring surrounding spaces', async () => {
      const answer = await login('  ALEX@Helmsman.TEST ', demo.alex.password);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toMatchObject({ leads_id: demo.alex.leadsId });
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const wrongPassword = await login(demo.alex.email, 'Valhalla2');
      const unknownEmail = await login('nobody@helmsman.test', demo.alex.password);
      const expected = { status: 'FAILURE', data: null, message: 'Invalid email or password.' };
      expect(wrongPassword.httpStatus).toBe(401);
      expect(wrongPassword.envelope).toEqual(expected);
      expect(unknownEmail.httpStatus).toBe(401);
      expect(unknownEmail.envelope).toEqual(expected);
      // Another customer's password does not open this account either.
      expect((await login(demo.sam.email, demo.alex.password)).httpStatus).toBe(401);
    });

    it('spends argon2 time on an unknown e-mail too, so timing does not reveal accounts', async () => {
      const timed = async (email: string) => {
        const started = performance.now();
        await login(email, 'wrong password');
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      await timed('warm-up@helmsman.test');
      // Interleaved, so a burst of load elsewhere on the machine hits both series alike.
      for (let i = 0; i < 7; i++) {
        known.push(await timed(demo.alex.email));
        unknown.push(await timed(`nobody${i}@helmsman.test`));
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[3] ?? 0;
      // Without the dummy hash an unknown address answers in ~1 ms against ~15+ ms for a known one.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    });

    it('stores only the SHA-256 of the token, with a 12-hour expiry the answer gives', async () => {
      context.clock.freeze();
      const answer = await login(demo.alex.email, demo.alex.password);
      const token = tokenOf(answer);
      const rows = await context.database.db.select().from(sessions);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(row?.leadId).toBe(demo.alex.leadsId);
      const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(lifetime).toBe(12 * 60 * MINUTE);
      expect(answer.envelope.data).toMatchObject({ expires_at: row?.expiresAt.toISOString() });
      expect(row?.lastSeenAt).toEqual(row?.createdAt);
      // The raw token appears nowhere in the table.
      const dump = await context.database.db.execute(sql`select row_to_json(s)::text as row from sessions s`);
      expect(JSON.stringify(dump.rows)).not.toContain(token);
    });
  });

  describe('verifyauthentication', () => {
    it("returns the session's lead", async () => {
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      const answer = await call(VERIFY, { leads_id: demo.alex.leadsId }, token);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toMatchObject({
        status: 'SUCCESS',
        data: {
          leads_id: 1001,
          email: 'alex@helmsman.test',
          first_name: 'Alex',
          last_name: 'Berg',
          prospects_id: 582731,
        },
      });
    });

    it("refuses a leads_id that is not the session's lead", async () => {
      const token = tokenOf(await login(demo.sam.email, demo.sam.password));
      const answer = await call(VERIFY, { leads_id: demo.alex.leadsId }, token);
      expect(answer.httpStatus).toBe(403);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not allowed.' });
    });
  });

  describe('authentication of customer calls', () => {
    it.each(customerPaths)('%s answers 401 without a valid bearer token', async (path) => {
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      const attempts: (Record<string, string> | undefined)[] = [
        undefined,
        { Authorization: 'Bearer not-a-session' },
        { Authorization: `Basic ${token}` },
        { Authorization: 'Bearer ' },
        { Authorization: `Bearer ${'x'.repeat(600)}` },
      ];
      for (const headers of attempts) {
        const request = new Request(`http://lapi.test${path}`, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ data: JSON.stringify({ leads_id: demo.alex.leadsId }) }),
        });
        const response = await context.app.fetch(request);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          status: 'FAILURE',
          data: null,
          message: 'Not authenticated.',
        });
      }
    });

    it('refuses a session at once when another server revoked it in the shared database', async () => {
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      // What another lapi-server's logout or password reset does: nothing here is told about it.
      await context.database.db
        .update(sessions)
        .set({ revokedAt: context.clock.now() })
        .where(eq(sessions.leadId, demo.alex.leadsId));
      for (const path of customerPaths) expect((await call(path, {}, token)).httpStatus, path).toBe(401);
    });

    it('accepts a session created with a known token (pact provider states)', async () => {
      await createSessionForTest(context.database.db, demo.sam.leadsId, 'provider-state-token');
      const answer = await call(VERIFY, {}, 'provider-state-token');
      expect(answer.envelope.data).toMatchObject({ leads_id: demo.sam.leadsId });
      // Again with the same token: re-armed, still one session.
      await createSessionForTest(context.database.db, demo.sam.leadsId, 'provider-state-token');
      expect(await context.database.db.$count(sessions, eq(sessions.leadId, demo.sam.leadsId))).toBe(1);
    });
  });

  describe('lifetime', () => {
    const lastSeenOf = async (token: string) => {
      const [row] = await context.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')));
      return row?.lastSeenAt.getTime();
    };
    const loginAt = async () => {
      context.clock.freeze();
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      return { token, at: context.clock.now().getTime() };
    };

    it('ends a session after 30 minutes without a call', async () => {
      const { token } = await loginAt();
      context.clock.advance(idleMs - 1);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      context.clock.advance(idleMs);
      const answer = await call(VERIFY, {}, token);
      expect(answer.httpStatus).toBe(401);
      expect(answer.envelope.message).toBe('Not authenticated.');
    });

    it('slides: a session in use outlives the idle timeout many times over', async () => {
      const { token } = await loginAt();
      for (let minutes = 0; minutes < 4 * 60; minutes += 25) {
        context.clock.advance(25 * MINUTE);
        expect((await call(VERIFY, {}, token)).httpStatus, `${minutes + 25} minutes`).toBe(200);
      }
    });

    it('ends a session 12 hours after login however busy it is', async () => {
      const { token, at } = await loginAt();
      while (context.clock.now().getTime() + 20 * MINUTE < at + lifetimeMs) {
        context.clock.advance(20 * MINUTE);
        expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      }
      context.clock.advance(at + lifetimeMs - 1 - context.clock.now().getTime());
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      context.clock.advance(1);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(401);
    });

    it('applies a shorter lifetime to sessions issued under a longer one (e.g. the former 14 days)', async () => {
      context.clock.freeze();
      const { token } = await createSession(context.database.db, demo.alex.leadsId, context.clock.now(), {
        lifetimeMs: 14 * 24 * 60 * MINUTE,
      });
      for (let elapsed = 20 * MINUTE; elapsed < lifetimeMs; elapsed += 20 * MINUTE) {
        context.clock.advance(20 * MINUTE);
        expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      }
      context.clock.advance(20 * MINUTE);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(401);
    });

    it('records the last call at most once a minute, not on every call', async () => {
      const { token, at } = await loginAt();
      expect(await lastSeenOf(token)).toBe(at);
      context.clock.advance(LAST_SEEN_RESOLUTION_MS - 1);
      for (let i = 0; i < 3; i++) expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      expect(await lastSeenOf(token)).toBe(at);
      context.clock.advance(1);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      expect(await lastSeenOf(token)).toBe(at + LAST_SEEN_RESOLUTION_MS);
      context.clock.advance(30_000);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      expect(await lastSeenOf(token)).toBe(at + LAST_SEEN_RESOLUTION_MS);
    });

    it('reads SESSION_IDLE_MINUTES and SESSION_MAX_HOURS, refusing nonsense', () => {
      expect(sessionPolicyFromEnv({})).toEqual({ idleMs: 30 * MINUTE, lifetimeMs: 12 * 60 * MINUTE });
      expect(sessionPolicyFromEnv({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toEqual({
        idleMs: 15 * MINUTE,
        lifetimeMs: 8 * 60 * MINUTE,
      });
      for (const bad of ['0', '-5', 'soon', '1']) {
        expect(() => sessionPolicyFromEnv({ SESSION_IDLE_MINUTES: bad }), bad).toThrow(
          /SESSION_IDLE_MINUTES/,
        );
      }
      expect(() => sessionPolicyFromEnv({ SESSION_MAX_HOURS: 'x' })).toThrow(/SESSION_MAX_HOURS/);
    });
  });

  describe('logout everywhere', () => {
    it("ends every session of the customer, this one included, and nobody else's", async () => {
      const here = tokenOf(await login(demo.alex.email, demo.alex.password));
      const phone = tokenOf(await login(demo.alex.email, demo.alex.password));
      const sam = tokenOf(await login(demo.sam.email, demo.sam.password));

      const answer = await call(LOGOUT_EVERYWHERE, { leads_id: demo.alex.leadsId }, here);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: { ended_sessions: 2 },
        message: 'Logged out everywhere.',
      });
      for (const token of [here, phone]) {
        for (const path of customerPaths) expect((await call(path, {}, token)).httpStatus, path).toBe(401);
      }
      expect((await call(VERIFY, {}, sam)).httpStatus).toBe(200);
      // A new login works as before.
      const again = tokenOf(await login(demo.alex.email, demo.alex.password));
      expect((await call(VERIFY, {}, again)).httpStatus).toBe(200);
    });
  });

  describe('logout', () => {
    it('revokes the session: the token then gets 401 everywhere', async () => {
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      const other = tokenOf(await login(demo.alex.email, demo.alex.password));

      const answer = await call(LOGOUT, {}, token);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({ status: 'SUCCESS', data: null, message: 'Logged out.' });

      for (const path of customerPaths) {
        const after = await call(path, { leads_id: demo.alex.leadsId }, token);
        expect(after.httpStatus, path).toBe(401);
        expect(after.envelope.message).toBe('Not authenticated.');
      }
      // Only that session ends: the customer's other device stays logged in.
      expect((await call(VERIFY, {}, other)).httpStatus).toBe(200);
    });

    it('accepts the leads_id legacy clients send', async () => {
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      expect((await call(LOGOUT, { leads_id: demo.alex.leadsId }, token)).httpStatus).toBe(200);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(401);
    });
  });
});
