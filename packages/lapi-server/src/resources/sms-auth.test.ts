import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { leads, smsCodes } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import {
  CODE_INCORRECT,
  MAX_SMS_ATTEMPTS,
  MAX_SMS_CODES_PER_HOUR,
  SMS_CODE_TTL_MS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_CODES,
} from './sms-auth.ts';

const SMS_AUTH = '/lapi/account/smsauth/';

describe.each(backends)('SMS code on %s', (backend) => {
  const context = useAccountApp(backend);
  const send = (token = ALEX_TOKEN) => context.call(SMS_AUTH, { action: 'send' }, token);
  const verify = (code: string, token = ALEX_TOKEN) =>
    context.call(SMS_AUTH, { action: 'verify', code }, token);
  /** The code of the newest text message. */
  const lastCode = () => /\b(\d{6})\b/.exec(context.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
  /** A 6-digit code that is not `code`. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const phoneVerified = async (leadId: number) => {
    const [row] = await context.database.db
      .select({ at: leads.phoneVerifiedAt })
      .from(leads)
      .where(eq(leads.id, leadId));
    return row?.at instanceof Date;
  };

  beforeEach(async () => {
    context.clock.reset();
    context.mailer.sent.length = 0;
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
    // The demo customers' phones are verified in the seed; these tests prove one from the start.
    await context.database.db.update(leads).set({ phoneVerifiedAt: null });
  });

  it("texts a 6-digit code to the customer's phone and stores only its argon2id hash", async () => {
    const answer = await send();
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toEqual({
      status: 'SUCCESS',
      message: 'A code was sent to your phone.',
      data: { sent_to: '(•••) •••-0142', expires_in_seconds: 600 },
    });
    expect(context.mailer.sent).toEqual([
      expect.objectContaining({
        channel: 'sms',
        to: '+15125550142',
        text: expect.stringMatching(/\b\d{6}\b/),
      }),
    ]);
    const code = lastCode();
    const [row] = await context.database.db.select().from(smsCodes);
    expect(row).toMatchObject({ leadId: demo.alex.leadsId, attempts: 0, phone: '(512) 555-0142' });
    expect(row?.codeHash).toMatch(/^\$argon2id\$/);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(SMS_CODE_TTL_MS);
    const dump = await context.database.db.execute(sql`select row_to_json(s)::text as row from sms_codes s`);
    expect(JSON.stringify(dump.rows)).not.toContain(code);
  });

  it('verifies the right code once, and marks the phone verified', async () => {
    await send();
    const code = lastCode();
    const answer = await verify(code);
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope).toEqual({
      status: 'SUCCESS',
      message: 'Your phone number is verified.',
      data: { verified: true },
    });
    expect(await phoneVerified(demo.alex.leadsId)).toBe(true);
    const again = await verify(code);
    expect(again.httpStatus).toBe(400);
    expect(again.envelope.message).toBe(CODE_INCORRECT);
  });

  it('refuses a wrong code, a code after 10 minutes, and a verify without a code sent', async () => {
    expect((await verify('123456')).envelope).toEqual({
      status: 'FAILURE',
      data: null,
      message: CODE_INCORRECT,
    });
    await send();
    const code = lastCode();
    const wrongAnswer = await verify(wrong(code));
    expect(wrongAnswer.httpStatus).toBe(400);
    expect(wrongAnswer.envelope.message).toBe(CODE_INCORRECT);
    context.clock.advance(SMS_CODE_TTL_MS);
    expect((await verify(code)).httpStatus).toBe(400);
    expect(await phoneVerified(demo.alex.leadsId)).toBe(false);
  });

  it(`allows ${MAX_SMS_ATTEMPTS} attempts per code, then answers 429 even to the right code`, async () => {
    await send();
    const code = lastCode();
    for (let i = 0; i < MAX_SMS_ATTEMPTS; i++) expect((await verify(wrong(code))).httpStatus).toBe(400);
    const blocked = await verify(code);
    expect(blocked.httpStatus).toBe(429);
    expect(blocked.envelope).toEqual({ status: 'FAILURE', data: null, message: TOO_MANY_ATTEMPTS });
    expect(await phoneVerified(demo.alex.leadsId)).toBe(false);
    // A new code starts a new count.
    await send();
    expect((await verify(lastCode())).httpStatus).toBe(200);
  });

  it('counts parallel guesses: no more than the limit get checked', async () => {
    await send();
    const code = lastCode();
    const guesses = Array.from({ length: MAX_SMS_ATTEMPTS + 3 }, () => verify(wrong(code)));
    const statuses = (await Promise.all(guesses)).map((answer) => answer.httpStatus);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_SMS_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('makes a new code replace the previous one', async () => {
    await send();
    const first = lastCode();
    await send();
    const second = lastCode();
    if (first !== second) expect((await verify(first)).httpStatus).toBe(400);
    expect((await verify(second)).httpStatus).toBe(200);
  });

  it(`sends at most ${MAX_SMS_CODES_PER_HOUR} codes an hour`, async () => {
    for (let i = 0; i < MAX_SMS_CODES_PER_HOUR; i++) expect((await send()).httpStatus).toBe(200);
    const limited = await send();
    expect(limited.httpStatus).toBe(429);
    expect(limited.envelope.message).toBe(TOO_MANY_CODES);
    expect(context.mailer.sent).toHaveLength(MAX_SMS_CODES_PER_HOUR);
    context.clock.advance(60 * 60_000);
    // An hour later the idle session has ended: the customer logs in again.
    await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_TOKEN, context.clock.now());
    expect((await send()).httpStatus).toBe(200);
  });

  const changePhone = (phone: string) =>
    context.call('/lapi/account/change-contact/', { password: demo.alex.password, phone }, ALEX_TOKEN);

  it('forgets the verification when the phone number changes', async () => {
    await send();
    expect((await verify(lastCode())).httpStatus).toBe(200);
    await context.call('/lapi/account/update/', { phoneNo: '(512) 555-0142' }, ALEX_TOKEN);
    expect(await phoneVerified(demo.alex.leadsId)).toBe(true);
    await changePhone('(512) 555-0100');
    expect(await phoneVerified(demo.alex.leadsId)).toBe(false);
  });

  it('proves nothing when the phone changed after the code was sent', async () => {
    await send();
    const code = lastCode();
    await changePhone('(512) 555-0100');
    expect((await verify(code)).httpStatus).toBe(400);
    expect(await phoneVerified(demo.alex.leadsId)).toBe(false);
  });

  it('answers 400 to a customer without a phone', async () => {
    await context.database.db.update(leads).set({ phone: null }).where(eq(leads.id, demo.alex.leadsId));
    const answer = await send();
    expect(answer.httpStatus).toBe(400);
    expect(answer.envelope.message).toBe('Add a phone number to your account first.');
    expect(context.mailer.sent).toEqual([]);
  });

  it("keeps customers' codes apart: Sam cannot use Alex's code", async () => {
    await send();
    const alexCode = lastCode();
    expect((await verify(alexCode, SAM_TOKEN)).httpStatus).toBe(400);
    expect(await phoneVerified(demo.sam.leadsId)).toBe(false);
    expect((await verify(alexCode)).httpStatus).toBe(200);
  });
});
