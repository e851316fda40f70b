import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@helmsman/domain';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { Db } from '../db/open.ts';
import { leads, passwordResets } from '../db/schema/index.ts';
import { failure, success } from '../http/envelope.ts';
import { invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import type { Mailer, OutgoingMessage } from '../services.ts';
import { newPasswordField } from './account-fields.ts';
import { claimClick } from './clicks.ts';

/** Password reset: the request (a link by e-mail) and the update (a new password through the link). */

export const RESET_TTL_MS = 30 * 60_000;
/** Links of one lead that work at the same time; a newer request revokes the oldest. */
export const MAX_LIVE_RESETS = 5;
/** Reset e-mails one address receives per hour at most: nobody can flood an inbox through this call. */
export const MAX_RESETS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

export const RESET_LINK_EXPIRED = 'This password reset link has expired or was already used.';
export const PASSWORD_UPDATED = 'Your password has been updated.';

/** 32 random bytes (256 bits), URL-safe: it travels in the link's `id` parameter unchanged. */
function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** As for sessions, SHA-256 suffices: the token has 256 bits of entropy, there is nothing to guess. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Mail goes out after the answer: SMTP can take seconds, and an answer that is slow only for known
 * addresses would tell who has an account. A failure is logged, never shown (the answer is the same).
 */
function sendInBackground(mailer: Mailer, message: OutgoingMessage, logger: Logger, what: string): void {
  mailer.send(message).catch((error: unknown) => logger.error({ err: error }, `could not send the ${what}`));
}

/**
 * A new link for the lead, or null when the hourly limit is reached. The lead's row is locked so that
 * concurrent requests count each other.
 */
async function issueResetToken(db: Db, leadId: number, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update');
    const lastHour = await tx.$count(
      passwordResets,
      and(eq(passwordResets.leadId, leadId), gt(passwordResets.createdAt, new Date(now.getTime() - HOUR_MS))),
    );
    if (lastHour >= MAX_RESETS_PER_HOUR) return null;

    const token = newResetToken();
    await tx.insert(passwordResets).values({
      leadId,
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    const live = await tx
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(liveResetsOf(leadId, now))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id));
    const older = live.slice(MAX_LIVE_RESETS).map((row) => row.id);
    if (older.length > 0) {
      await tx.update(passwordResets).set({ revokedAt: now }).where(inArray(passwordResets.id, older));
    }
    return token;
  });
}

/** Neither used nor revoked, and not expired at `now`. */
function isLive(now: Date) {
  return and(
    isNull(passwordResets.usedAt),
    isNull(passwordResets.revokedAt),
    gt(passwordResets.expiresAt, now),
  );
}

function liveResetsOf(leadId: number, now: Date) {
  return and(eq(passwordResets.leadId, leadId), isLive(now));
}

function resetMail(to: string, firstName: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Reset your password',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone (we hope it was you) asked to reset the password of your account. Open this link within 30 minutes to choose a new one:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

function passwordChangedMail(to: string, firstName: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Your password was changed',
    text: [
      `Hi ${firstName},`,
      '',
      'The password of your account was just changed through a reset link, and every device was logged out.',
      '',
      'If this was not you, reply to this e-mail or call us right away.',
    ].join('\n'),
  };
}

/** A click id as /click/create/ hands them out (as sign-up takes them); any other is accepted and ignored. */
function ourClickId(value: string | number | null | undefined): number | null {
  const text = value == null ? '' : String(value);
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

const resetRequest = defineRoute({
  path: '/lapi/account/reset/',
  kind: 'legacy',
  auth: 'public',
  // Changes nothing until the link is used (passwordupdate), and must take as long for unknown addresses.
  audit: 'none',
  summary:
    'Sends a single-use password reset link (30 minutes) if the e-mail has an account; the same answer either way.',
  input: z.object({
    // The visitor's click id (spec section 3); absent when click registration failed.
    clicks_id: z.union([z.string().max(64), z.int().nonnegative(), z.null()]).optional(),
    token: z.string().min(1).max(512),
    email: z.string().trim().max(254).toLowerCase().pipe(z.email()),
  }),
  async handler({ clicks_id: clickId, token, email }, { db, clock, logger, services }) {
    if (token !== services.publicToken) {
      return failure(400, "Invalid request: token must be the shop's public product token");
    }
    const now = clock.now();
    const [lead] = await db
      .select({ id: leads.id, firstName: leads.firstName, email: leads.email })
      .from(leads)
      .where(eq(leads.email, email))
      .limit(1);
    // A known address's work (a link written in a transaction, an e-mail) happens after the answer:
    // both answers then cost one lookup, and nobody can time the call to learn who has an account.
    if (lead) {
      services.background.run(
        async () => {
          // The visit that asked turns out to be this lead's, as at sign-up.
          const click = ourClickId(clickId);
          if (click !== null) await claimClick(db, click, lead.id);
          const resetToken = await issueResetToken(db, lead.id, now);
          if (resetToken === null) {
            logger.warn({ leadId: lead.id }, 'password reset not sent: hourly limit reached');
            return;
          }
          const link = `${services.publicUrl.replace(/\/+$/, '')}/reset-password?id=${resetToken}`;
          await services.mailer.send(resetMail(lead.email, lead.firstName, link));
          logger.info({ leadId: lead.id }, 'password reset link issued');
        },
        (error) => logger.error({ err: error, leadId: lead.id }, 'could not issue or send the reset link'),
      );
    }
    return success(null, messages.resetRequestSent);
  },
});

const passwordUpdate = defineRoute({
  path: '/lapi/account/passwordupdate/',
  kind: 'legacy',
  auth: 'public',
  audit: { resource: 'password', action: 'update' },
  summary:
    'Sets a new password through a reset link: consumes the link and logs the customer out everywhere.',
  input: z.object({
    token: z
      .string({ error: 'This password reset link is not valid.' })
      .min(1, 'This password reset link is not valid.')
      .max(512, 'This password reset link is not valid.'),
    password: newPasswordField,
  }),
  // The update form shows the server's message as it is (spec section 4): the problem itself.
  invalidInput: invalidInputAs(),
  async handler({ token, password }, { db, clock, logger, services, auditCustomer }) {
    const now = clock.now();
    const tokenHash = hashResetToken(token);
    // Checked before hashing, so that posting made-up tokens costs no argon2 work.
    const [reset] = await db
      .select({ id: passwordResets.id, leadId: passwordResets.leadId })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), isLive(now)))
      .limit(1);
    if (!reset) return failure(400, RESET_LINK_EXPIRED);

    const passwordHash = await hashPassword(password);
    const lead = await db.transaction(async (tx) => {
      // Conditional, so that two requests racing with the same link cannot both succeed.
      const [consumed] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, reset.id), liveResetsOf(reset.leadId, now)))
        .returning({ leadId: passwordResets.leadId });
      if (!consumed) return null;
      const [updated] = await tx
        .update(leads)
        .set({ passwordHash })
        .where(eq(leads.id, consumed.leadId))
        .returning({ id: leads.id, email: leads.email, firstName: leads.firstName });
      await revokeAllSessions(tx, consumed.leadId, now);
      // The other links of this lead were meant for the old password: they die with it.
      await tx.update(passwordResets).set({ revokedAt: now }).where(liveResetsOf(consumed.leadId, now));
      return updated ?? null;
    });
    if (!lead) return failure(400, RESET_LINK_EXPIRED);
    auditCustomer(lead.id);

    logger.info({ leadId: lead.id }, 'password updated through a reset link; sessions revoked');
    sendInBackground(
      services.mailer,
      passwordChangedMail(lead.email, lead.firstName),
      logger,
      'password notice',
    );
    return success(null, PASSWORD_UPDATED);
  },
});

export const passwordResetRoutes = [resetRequest, passwordUpdate];

/**
 * A live reset link whose raw token the caller chose (tests and pact provider states). Calling it
 * again with the same token re-arms that link.
 */
export async function createResetForTest(
  db: Db,
  leadId: number,
  token: string,
  now = new Date(),
): Promise<void> {
  const live = {
    leadId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    usedAt: null,
    revokedAt: null,
  };
  await db
    .insert(passwordResets)
    .values({ tokenHash: hashResetToken(token), ...live })
    .onConflictDoUpdate({ target: passwordResets.tokenHash, set: live });
}
