import { randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/open.ts';
import { leads, smsCodes } from '../db/schema/index.ts';
import { succeeded } from '../http/audit.ts';
import { failure, protocolFailures, type Reply, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import type { Mailer } from '../services.ts';
import { e164 } from './account-fields.ts';

/**
 * Phone verification by a one-time code: `send` texts a 6-digit code to the lead's phone, `verify`
 * checks it. A 6-digit code has only 20 bits, so it is kept as an argon2id hash (a leaked table does
 * not give it away in a second), lives 10 minutes, and allows 5 guesses; a lead gets 5 codes an hour.
 */

export const SMS_CODE_TTL_MS = 10 * 60_000;
export const MAX_SMS_ATTEMPTS = 5;
export const MAX_SMS_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export const CODE_INCORRECT = 'The code is incorrect or has expired.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please request a new code.';
export const TOO_MANY_CODES = 'Too many codes requested. Please try again in an hour.';

/** Uniform over 000000-999999, from the CSPRNG. */
function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** '(512) 555-0142' → '(•••) •••-0142': enough for the customer to recognise, not to read off the screen. */
function maskedPhone(phone: string): string {
  return `(•••) •••-${phone.replace(/\D/g, '').slice(-4)}`;
}

async function sendCode(db: Db, leadId: number, mailer: Mailer, now: Date): Promise<Reply> {
  const [lead] = await db.select({ phone: leads.phone }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return protocolFailures.notAuthenticated();
  if (!lead.phone) return failure(400, 'Add a phone number to your account first.');
  const phone = lead.phone;

  const code = newCode();
  const codeHash = await hashPassword(code);
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MS);
  const allowed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(smsCodes).where(eq(smsCodes.leadId, leadId)).for('update');
    const windowOpen = current !== undefined && now.getTime() - current.windowStartedAt.getTime() < HOUR_MS;
    if (windowOpen && current.sendsInWindow >= MAX_SMS_CODES_PER_HOUR) return false;
    const fresh = {
      codeHash,
      phone,
      attempts: 0,
      createdAt: now,
      expiresAt,
      verifiedAt: null,
      sendsInWindow: windowOpen ? current.sendsInWindow + 1 : 1,
      windowStartedAt: windowOpen ? current.windowStartedAt : now,
    };
    // A new code replaces the previous one: only the latest text works.
    await tx
      .insert(smsCodes)
      .values({ leadId, ...fresh })
      .onConflictDoUpdate({ target: smsCodes.leadId, set: fresh });
    return true;
  });
  if (!allowed) return failure(429, TOO_MANY_CODES);

  await mailer.send({
    channel: 'sms',
    to: e164(phone),
    subject: 'Verification code',
    text: `Your verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  });
  return success(
    { sent_to: maskedPhone(phone), expires_in_seconds: SMS_CODE_TTL_MS / 1000 },
    'A code was sent to your phone.',
  );
}

async function verifyCode(db: Db, leadId: number, code: string, now: Date): Promise<Reply> {
  const [current] = await db.select().from(smsCodes).where(eq(smsCodes.leadId, leadId)).limit(1);
  if (!current || current.verifiedAt !== null || current.expiresAt <= now)
    return failure(400, CODE_INCORRECT);
  // Counted before checking, atomically: parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.leadId, leadId),
        // The code read above: a newer one (sent meanwhile) starts with its own count.
        eq(smsCodes.codeHash, current.codeHash),
        lt(smsCodes.attempts, MAX_SMS_ATTEMPTS),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  if (!counted) return failure(429, TOO_MANY_ATTEMPTS);
  if (!(await verifyPassword(current.codeHash, code))) return failure(400, CODE_INCORRECT);

  const verified = await db.transaction(async (tx) => {
    await tx.update(smsCodes).set({ verifiedAt: now }).where(eq(smsCodes.leadId, leadId));
    // The code proves the number it was sent to; if the phone changed since, nothing is proven.
    const [lead] = await tx
      .update(leads)
      .set({ phoneVerifiedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.phone, current.phone)))
      .returning({ id: leads.id });
    return lead !== undefined;
  });
  if (!verified) return failure(400, CODE_INCORRECT);
  return success({ verified: true }, 'Your phone number is verified.');
}

const smsAuth = defineRoute({
  path: '/lapi/account/smsauth/',
  kind: 'legacy',
  auth: 'customer',
  audit: {
    resource: 'phone',
    action: 'update',
    // Sending a code changes nothing on the account; a verified code marks the phone verified.
    entries: (input, reply) =>
      input.action === 'verify' && succeeded(reply)
        ? [{ resource: 'phone', action: 'update', resourceId: 'verified' }]
        : [],
  },
  summary:
    "Phone check: { action: 'send' } texts a 6-digit code (10 min, 5 tries); { action: 'verify', code } checks it.",
  input: customerInput
    .extend({
      action: z.enum(['send', 'verify']),
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'The code must be 6 digits.')
        .optional(),
    })
    .refine((value) => value.action !== 'verify' || value.code !== undefined, {
      path: ['code'],
      message: 'Enter the 6-digit code.',
    }),
  invalidInput: invalidInputAs(),
  async handler({ action, code }, { db, leadId, clock, services }) {
    const now = clock.now();
    if (action === 'send') return sendCode(db, leadId, services.mailer, now);
    return verifyCode(db, leadId, code ?? '', now);
  },
});

export const smsAuthRoutes = [smsAuth];

/** A live code the caller chose, sent to the lead's current phone (tests and pact provider states). */
export async function createSmsCodeForTest(
  db: Db,
  leadId: number,
  code: string,
  now = new Date(),
): Promise<void> {
  const [lead] = await db.select({ phone: leads.phone }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead?.phone) throw new Error(`Lead ${leadId} has no phone to send a code to`);
  const fresh = {
    codeHash: await hashPassword(code),
    phone: lead.phone,
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    verifiedAt: null,
    sendsInWindow: 1,
    windowStartedAt: now,
  };
  await db
    .insert(smsCodes)
    .values({ leadId, ...fresh })
    .onConflictDoUpdate({ target: smsCodes.leadId, set: fresh });
}
