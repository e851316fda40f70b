import { createHash } from 'node:crypto';
import { messages } from '@helmsman/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { type Background, createBackground } from '../background.ts';
import { demo } from '../db/demo-data.ts';
import { passwordResets } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { findResetLink } from '../mail/outbox.ts';
import { DEFAULT_PUBLIC_TOKEN } from '../services.ts';
import {
  MAX_LIVE_RESETS,
  MAX_RESETS_PER_HOUR,
  PASSWORD_UPDATED,
  RESET_LINK_EXPIRED,
  RESET_TTL_MS,
} from './password-reset.ts';

const RESET = '/lapi/account/reset/';
const UPDATE = '/lapi/account/passwordupdate/';
const LOGIN = '/lapi/account/login/';
const VERIFY = '/lapi/account/verifyauthentication/';
const PUBLIC_TOKEN = 'pk_reset_test';

/** The app's background work, which a test can hold back (run later, on release). */
function gatedBackground() {
  const inner = createBackground();
  let held: Parameters<Background['run']>[] | null = null;
  return {
    run: (...task: Parameters<Background['run']>) => (held ? held.push(task) : inner.run(...task)),
    settled: () => inner.settled(),
    hold() {
      held = [];
    },
    async release() {
      for (const task of held ?? []) inner.run(...task);
      held = null;
      await inner.settled();
    },
  };
}

describe.each(backends)('password reset on %s', (backend) => {
  const background = gatedBackground();
  const context = useAccountApp(backend, {
    // A trailing slash, as people write base URLs: the link must not get a double slash.
    services: { publicToken: PUBLIC_TOKEN, publicUrl: 'https://shop.example/', background },
  });
  const requestReset = (email: string, token = PUBLIC_TOKEN) =>
    context.call(RESET, { clicks_id: 'click-42', email, token });
  const updatePassword = (token: string, password: string) => context.call(UPDATE, { token, password });

  /** Requests a reset for Alex and returns the token of the link that was mailed. */
  async function resetTokenForAlex(): Promise<string> {
    const before = context.mailer.sent.length;
    expect((await requestReset(demo.alex.email)).httpStatus).toBe(200);
    const mail = context.mailer.sent[before];
    const link = findResetLink(mail?.text ?? '');
    if (!link) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
    return new URL(link).searchParams.get('id') ?? '';
  }

  beforeEach(async () => {
    await background.release();
    context.clock.reset();
    context.mailer.sent.length = 0;
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
  });

  describe('reset request', () => {
    it('mails a link to the customer and answers with the spec message', async () => {
      const answer = await requestReset(demo.alex.email);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({ status: 'SUCCESS', data: null, message: messages.resetRequestSent });
      expect(context.mailer.sent).toHaveLength(1);
      const [mail] = context.mailer.sent;
      expect(mail).toMatchObject({ channel: 'email', to: demo.alex.email, subject: 'Reset your password' });
      expect(mail?.text).toContain('Hi Alex,');
      expect(findResetLink(mail?.text ?? '')).toMatch(
        /^https:\/\/shop\.example\/reset-password\?id=[\w-]{43}$/,
      );
    });

    it('gives exactly the same answer for an address without an account, and sends nothing', async () => {
      const known = await requestReset(demo.alex.email);
      const unknown = await requestReset('nobody@helmsman.test');
      expect(unknown.httpStatus).toBe(known.httpStatus);
      expect(unknown.envelope).toEqual(known.envelope);
      expect(context.mailer.sent.map((mail) => mail.to)).toEqual([demo.alex.email]);
    });

    it("answers before a known address's link is written or mailed: every answer costs one lookup", async () => {
      background.hold();
      const answer = await requestReset(demo.alex.email);
      expect(answer.envelope).toEqual({ status: 'SUCCESS', data: null, message: messages.resetRequestSent });
      expect(await context.database.db.select().from(passwordResets)).toHaveLength(0);
      expect(context.mailer.sent).toHaveLength(0);
      await background.release();
      expect(await context.database.db.select().from(passwordResets)).toHaveLength(1);
      expect(context.mailer.sent.map((mail) => mail.to)).toEqual([demo.alex.email]);
    });

    it('finds the account whatever the case and spacing of the address', async () => {
      await requestReset('  ALEX@Helmsman.Test ');
      expect(context.mailer.sent.map((mail) => mail.to)).toEqual([demo.alex.email]);
    });

    it('issues a token of at least 128 random bits and stores only its SHA-256, expiring in 30 minutes', async () => {
      const token = await resetTokenForAlex();
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(await resetTokenForAlex()).not.toBe(token);
      const rows = await context.database.db.select().from(passwordResets);
      const hashes = rows.map((row) => row.tokenHash);
      expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
      for (const row of rows) expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(RESET_TTL_MS);
      const dump = await context.database.db.execute(
        sql`select row_to_json(r)::text as row from password_resets r`,
      );
      expect(JSON.stringify(dump.rows)).not.toContain(token);
    });

    it('answers 400 to a wrong public token or a malformed address, and sends nothing', async () => {
      const wrongToken = await requestReset(demo.alex.email, DEFAULT_PUBLIC_TOKEN);
      expect(wrongToken.httpStatus).toBe(400);
      expect(wrongToken.envelope).toMatchObject({ status: 'FAILURE', message: /public product token/ });
      const badEmail = await requestReset('alex-at-helmsman');
      expect(badEmail.httpStatus).toBe(400);
      expect(badEmail.envelope.message).toContain('email must be a valid e-mail address');
      expect(context.mailer.sent).toEqual([]);
    });

    it(`keeps at most ${MAX_LIVE_RESETS} links live: a newer request revokes the oldest`, async () => {
      const tokens: string[] = [];
      for (let i = 0; i <= MAX_LIVE_RESETS; i++) tokens.push(await resetTokenForAlex());
      const [oldest, ...newer] = tokens;
      const refused = await updatePassword(oldest ?? '', 'Ragnarok1');
      expect(refused.httpStatus).toBe(400);
      expect(refused.envelope.message).toBe(RESET_LINK_EXPIRED);
      // The newest still works.
      expect((await updatePassword(newer.at(-1) ?? '', 'Ragnarok1')).httpStatus).toBe(200);
    });

    it(`sends at most ${MAX_RESETS_PER_HOUR} e-mails an hour to one address, without changing the answer`, async () => {
      for (let i = 0; i < MAX_RESETS_PER_HOUR; i++) await requestReset(demo.alex.email);
      const limited = await requestReset(demo.alex.email);
      expect(limited.httpStatus).toBe(200);
      expect(limited.envelope.message).toBe(messages.resetRequestSent);
      expect(context.mailer.sent).toHaveLength(MAX_RESETS_PER_HOUR);
      context.clock.advance(60 * 60_000 + 1_000);
      await requestReset(demo.alex.email);
      expect(context.mailer.sent).toHaveLength(MAX_RESETS_PER_HOUR + 1);
    });
  });

  describe('password update', () => {
    it('sets the new password, consumes the link and logs the customer out everywhere', async () => {
      const loggedIn = await context.call(LOGIN, { email: demo.alex.email, password: demo.alex.password });
      const loginToken = (loggedIn.envelope.data as { token: string }).token;
      const token = await resetTokenForAlex();

      const answer = await updatePassword(token, 'Ragnarok1');
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({ status: 'SUCCESS', data: null, message: PASSWORD_UPDATED });

      expect((await context.call(LOGIN, { email: demo.alex.email, password: 'Ragnarok1' })).httpStatus).toBe(
        200,
      );
      const oldPassword = await context.call(LOGIN, { email: demo.alex.email, password: demo.alex.password });
      expect(oldPassword.httpStatus).toBe(401);
      for (const session of [ALEX_TOKEN, loginToken]) {
        expect((await context.call(VERIFY, {}, session)).httpStatus).toBe(401);
      }
      // Sam is not affected.
      expect((await context.call(VERIFY, {}, SAM_TOKEN)).httpStatus).toBe(200);

      const again = await updatePassword(token, 'Valhalla9');
      expect(again.httpStatus).toBe(400);
      expect(again.envelope).toEqual({ status: 'FAILURE', data: null, message: RESET_LINK_EXPIRED });
      expect(context.mailer.sent.at(-1)).toMatchObject({
        to: demo.alex.email,
        subject: 'Your password was changed',
      });
    });

    it('stores an argon2id hash of the new password', async () => {
      await updatePassword(await resetTokenForAlex(), 'Ragnarok1');
      const dump = await context.database.db.execute<{ password_hash: string }>(
        sql`select password_hash from leads where id = ${demo.alex.leadsId}`,
      );
      expect(dump.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(dump.rows)).not.toContain('Ragnarok1');
    });

    it('revokes the other links of the customer with the old password', async () => {
      const first = await resetTokenForAlex();
      const second = await resetTokenForAlex();
      expect((await updatePassword(second, 'Ragnarok1')).httpStatus).toBe(200);
      expect((await updatePassword(first, 'Ragnarok2')).envelope.message).toBe(RESET_LINK_EXPIRED);
    });

    it('refuses a link after 30 minutes', async () => {
      const early = await resetTokenForAlex();
      const late = await resetTokenForAlex();
      context.clock.advance(RESET_TTL_MS - 1_000);
      expect((await updatePassword(early, 'Ragnarok1')).httpStatus).toBe(200);
      context.clock.advance(1_000);
      const expired = await updatePassword(late, 'Ragnarok2');
      expect(expired.httpStatus).toBe(400);
      expect(expired.envelope.message).toBe(RESET_LINK_EXPIRED);
    });

    it('refuses an unknown token', async () => {
      const answer = await updatePassword('b'.repeat(43), 'Ragnarok1');
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: RESET_LINK_EXPIRED });
    });

    it.each([
      ['', 'Password is required'],
      ['12345', 'Please enter a password more than 6'],
      ['12345678901234567', 'Please enter a password less than 16'],
    ])(
      'answers 400 with the form message to the password %j, keeping the link usable',
      async (password, message) => {
        const token = await resetTokenForAlex();
        const answer = await updatePassword(token, password);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope).toEqual({
          status: 'FAILURE',
          message,
          data: { field: 'password', message, fields: { password: message } },
        });
        expect((await updatePassword(token, '123456')).httpStatus).toBe(200);
      },
    );

    it('accepts passwords of exactly 6 and 16 characters', async () => {
      expect((await updatePassword(await resetTokenForAlex(), '123456')).httpStatus).toBe(200);
      expect((await updatePassword(await resetTokenForAlex(), 'x'.repeat(16))).httpStatus).toBe(200);
    });

    it('lets only one of two simultaneous updates with the same link succeed', async () => {
      const token = await resetTokenForAlex();
      const answers = await Promise.all([
        updatePassword(token, 'Ragnarok1'),
        updatePassword(token, 'Ragnarok2'),
      ]);
      expect(answers.map((answer) => answer.httpStatus).sort()).toEqual([200, 400]);
      const used = await context.database.db
        .select({ usedAt: passwordResets.usedAt })
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, createHash('sha256').update(token).digest('hex')));
      expect(used[0]?.usedAt).toBeInstanceOf(Date);
    });
  });
});
