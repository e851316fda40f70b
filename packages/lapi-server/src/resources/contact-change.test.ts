import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { leads, passwordResets } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import {
  CONFIRMATION_LINK_INVALID,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_CONFIRMED,
  FAILED_UPDATE_CONTACT,
  WRONG_CURRENT_PASSWORD,
} from './contact-change.ts';
import { createResetForTest } from './password-reset.ts';
import { CONTACT_NEEDS_PASSWORD, FAILED_UPDATE_ACCOUNT } from './profile.ts';

const CHANGE = '/lapi/account/change-contact/';
const CONFIRM = '/lapi/account/confirm-email/';
const LOGIN = '/lapi/account/login/';
const V2_DATA = '/lapi/v2/account/data';
const V2_UPDATE = '/lapi/v2/account/update';
const UPDATE = '/lapi/account/update/';
const NEW_EMAIL = 'alex.berg@example.com';

describe.each(backends)('e-mail and phone changes (extension) on %s', (backend) => {
  const context = useAccountApp(backend);
  const change = (data: object) => context.call(CHANGE, data, ALEX_TOKEN);
  const confirm = (token: string) => context.call(CONFIRM, { token });
  const login = (email: string) => context.call(LOGIN, { email, password: demo.alex.password });
  const alexLead = async () => {
    const [row] = await context.database.db.select().from(leads).where(eq(leads.id, demo.alex.leadsId));
    return row;
  };
  const pendingEmail = async () => {
    const answer = await context.call(V2_DATA, {}, ALEX_TOKEN);
    return (answer.envelope.data as { profile: { pending_email: unknown } }).profile.pending_email;
  };
  /** The token of the newest confirmation link in the mailer. */
  const linkToken = async (to = NEW_EMAIL) => {
    await expect.poll(() => context.mailer.sent.some((mail) => mail.to === to)).toBe(true);
    const mail = context.mailer.sent.filter((sent) => sent.to === to).at(-1);
    const token = /\/confirm-email\?id=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`No confirmation link in ${mail?.text}`);
    return token;
  };

  beforeEach(async () => {
    context.clock.reset();
    context.mailer.sent.length = 0;
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
  });

  describe('the current password', () => {
    it('is required for an e-mail or a phone change, and a wrong one changes nothing', async () => {
      const before = await alexLead();
      const missing = await change({ email: NEW_EMAIL });
      expect(missing.httpStatus).toBe(400);
      expect(missing.envelope).toMatchObject({
        message: FAILED_UPDATE_CONTACT,
        data: { field: 'password', message: CURRENT_PASSWORD_REQUIRED },
      });
      for (const data of [{ email: NEW_EMAIL }, { phone: '(512) 555-0100' }]) {
        const wrong = await change({ ...data, password: 'Valhalla9' });
        expect(wrong.httpStatus).toBe(400);
        expect(wrong.envelope).toMatchObject({
          status: 'FAILURE',
          message: FAILED_UPDATE_CONTACT,
          data: { field: 'password', fields: { password: WRONG_CURRENT_PASSWORD } },
        });
      }
      expect(await alexLead()).toEqual(before);
      expect(await pendingEmail()).toBeNull();
      expect(context.mailer.sent).toEqual([]);
    });

    it('is what the legacy updates ask for: they refuse a different e-mail or phone, naming the field', async () => {
      const before = await alexLead();
      const cases = [
        [UPDATE, { email: NEW_EMAIL }, 'email'],
        [UPDATE, { phoneNo: '(512) 555-0100' }, 'phoneNo'],
        [V2_UPDATE, { prospect: { email: NEW_EMAIL } }, 'prospect.email'],
        [V2_UPDATE, { prospect: { first_name: 'Al', phone: '(512) 555-0100' } }, 'prospect.phone'],
      ] as const;
      for (const [path, data, field] of cases) {
        const answer = await context.call(path, data, ALEX_TOKEN);
        expect(answer.httpStatus, path).toBe(400);
        expect(answer.envelope).toMatchObject({
          message: FAILED_UPDATE_ACCOUNT,
          data: { field, message: CONTACT_NEEDS_PASSWORD },
        });
      }
      expect(await alexLead()).toEqual(before);
      // Sent as on file, they are no change at all.
      const same = await context.call(
        V2_UPDATE,
        { prospect: { first_name: 'Alexander', email: demo.alex.email, phone: before?.phone } },
        ALEX_TOKEN,
      );
      expect(same.httpStatus).toBe(200);
      expect((await alexLead())?.firstName).toBe('Alexander');
    });
  });

  describe('a new e-mail', () => {
    it('waits for confirmation: a link to the new address, a notice to the old one, the login unchanged', async () => {
      context.clock.freeze();
      const answer = await change({ password: demo.alex.password, email: ' Alex.Berg@Example.com ' });
      expect(answer.httpStatus).toBe(200);
      const expiresAt = new Date(context.clock.now().getTime() + EMAIL_CHANGE_TTL_MS).toISOString();
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: {
          email: demo.alex.email,
          phone: (await alexLead())?.phone,
          pending_email: { email: NEW_EMAIL, expires_at: expiresAt },
        },
        message: `We sent a confirmation link to ${NEW_EMAIL}. Your e-mail changes once you open it.`,
      });
      expect((await alexLead())?.email).toBe(demo.alex.email);
      expect((await login(demo.alex.email)).httpStatus).toBe(200);
      expect((await login(NEW_EMAIL)).httpStatus).toBe(401);
      expect(await pendingEmail()).toEqual({ email: NEW_EMAIL, expires_at: expiresAt });

      const token = await linkToken();
      await expect.poll(() => context.mailer.sent.length).toBe(2);
      expect(context.mailer.sent).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ to: NEW_EMAIL, subject: 'Confirm your new e-mail address' }),
          expect.objectContaining({
            to: demo.alex.email,
            subject: 'A change of your e-mail address was requested',
            text: expect.stringContaining(NEW_EMAIL),
          }),
        ]),
      );
      // The notice to the old address carries no link that would confirm the change.
      const notice = context.mailer.sent.find((mail) => mail.to === demo.alex.email);
      expect(notice?.text).not.toContain(token);
    });

    it('takes effect once, from the link: the new address logs in, the old one is told, reset links end', async () => {
      await createResetForTest(context.database.db, demo.alex.leadsId, 'reset-link-sent-to-old-address');
      await change({ password: demo.alex.password, email: NEW_EMAIL });
      const token = await linkToken();
      context.mailer.sent.length = 0;

      const confirmed = await confirm(token);
      expect(confirmed.httpStatus).toBe(200);
      expect(confirmed.envelope).toEqual({
        status: 'SUCCESS',
        data: { email: NEW_EMAIL },
        message: EMAIL_CONFIRMED,
      });
      expect((await alexLead())?.email).toBe(NEW_EMAIL);
      expect((await login(NEW_EMAIL)).httpStatus).toBe(200);
      expect((await login(demo.alex.email)).httpStatus).toBe(401);
      expect(await pendingEmail()).toBeNull();
      await expect.poll(() => context.mailer.sent.length).toBe(1);
      expect(context.mailer.sent[0]).toMatchObject({
        to: demo.alex.email,
        subject: 'Your e-mail address was changed',
        text: expect.stringContaining(NEW_EMAIL),
      });
      const resets = await context.database.db.select().from(passwordResets);
      expect(resets.map((reset) => reset.revokedAt)).toEqual([expect.any(Date)]);

      // Single use: the same link again changes nothing.
      const again = await confirm(token);
      expect(again.httpStatus).toBe(400);
      expect(again.envelope).toEqual({ status: 'FAILURE', data: null, message: CONFIRMATION_LINK_INVALID });
    });

    it('expires after 24 hours', async () => {
      context.clock.freeze();
      await change({ password: demo.alex.password, email: NEW_EMAIL });
      const token = await linkToken();
      context.clock.advance(EMAIL_CHANGE_TTL_MS);
      const late = await confirm(token);
      expect(late.httpStatus).toBe(400);
      expect(late.envelope.message).toBe(CONFIRMATION_LINK_INVALID);
      expect((await alexLead())?.email).toBe(demo.alex.email);
    });

    it('works within 24 hours, from any device (no session needed)', async () => {
      context.clock.freeze();
      await change({ password: demo.alex.password, email: NEW_EMAIL });
      const token = await linkToken();
      context.clock.advance(EMAIL_CHANGE_TTL_MS - 1);
      expect((await confirm(token)).httpStatus).toBe(200);
    });

    it('keeps one pending change: a newer request or the current address again ends the older link', async () => {
      await change({ password: demo.alex.password, email: NEW_EMAIL });
      const first = await linkToken();
      await change({ password: demo.alex.password, email: 'alex@example.org' });
      const second = await linkToken('alex@example.org');
      expect(await pendingEmail()).toMatchObject({ email: 'alex@example.org' });
      expect((await confirm(first)).httpStatus).toBe(400);

      const cancel = await change({ password: demo.alex.password, email: demo.alex.email });
      expect(cancel.httpStatus).toBe(200);
      expect(cancel.envelope.data).toMatchObject({ pending_email: null });
      expect((await confirm(second)).httpStatus).toBe(400);
      expect((await alexLead())?.email).toBe(demo.alex.email);
    });

    it("answers 409 to another customer's address, at the request or, if taken meanwhile, at the link", async () => {
      const taken = await change({ password: demo.alex.password, email: demo.sam.email.toUpperCase() });
      expect(taken.httpStatus).toBe(409);
      expect(taken.envelope).toMatchObject({ data: { field: 'email' } });

      await change({ password: demo.alex.password, email: NEW_EMAIL });
      const token = await linkToken();
      await context.database.db.update(leads).set({ email: NEW_EMAIL }).where(eq(leads.id, demo.sam.leadsId));
      const confirmed = await confirm(token);
      expect(confirmed.httpStatus).toBe(409);
      expect((await alexLead())?.email).toBe(demo.alex.email);
    });

    it('refuses a made-up link', async () => {
      for (const token of ['not-a-token', 'x'.repeat(43)]) {
        const answer = await confirm(token);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope.message).toBe(CONFIRMATION_LINK_INVALID);
      }
      const empty = await confirm('');
      expect(empty.httpStatus).toBe(400);
      expect(empty.envelope.message).toBe(CONFIRMATION_LINK_INVALID);
    });
  });

  describe('a new phone', () => {
    it('applies at once, unverified, and the e-mail on file is told', async () => {
      await context.database.db
        .update(leads)
        .set({ phoneVerifiedAt: context.clock.now() })
        .where(eq(leads.id, demo.alex.leadsId));
      const answer = await change({ password: demo.alex.password, phone: '512.555.0100' });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toMatchObject({
        data: { phone: '(512) 555-0100', pending_email: null },
        message: 'Account updated.',
      });
      expect(await alexLead()).toMatchObject({ phone: '(512) 555-0100', phoneVerifiedAt: null });
      await expect.poll(() => context.mailer.sent.length).toBe(1);
      expect(context.mailer.sent[0]).toMatchObject({
        to: demo.alex.email,
        subject: 'Your phone number was changed',
      });
    });
  });
});
