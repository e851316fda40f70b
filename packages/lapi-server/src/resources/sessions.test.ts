import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { SESSION_TTL_MS } from '../auth/sessions.ts';
import { demo } from '../db/demo-data.ts';
import { sessions } from '../db/schema.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';

const LOGIN = '/lapi/account/login/';
const VERIFY = '/lapi/account/verifyauthentication/';
const LOGOUT = '/lapi/account/logout/';
const customerPaths = [VERIFY, '/lapi/account/orders/', '/lapi/account/pendingorders/', LOGOUT];

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
        data: { leads_id: demo.alex.leadsId, token: expect.any(String) },
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

    it('stores only the SHA-256 of the token, with a 14-day expiry', async () => {
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      const rows = await context.database.db.select().from(sessions);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(row?.leadId).toBe(demo.alex.leadsId);
      const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(lifetime).toBe(SESSION_TTL_MS);
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

    it('expires a session 14 days after login', async () => {
      const token = tokenOf(await login(demo.alex.email, demo.alex.password));
      context.clock.advance(SESSION_TTL_MS - 60_000);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(200);
      context.clock.advance(60_000);
      expect((await call(VERIFY, {}, token)).httpStatus).toBe(401);
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
