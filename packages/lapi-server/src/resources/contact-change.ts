import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/open.ts';
import { emailChanges, leads, passwordResets } from '../db/schema/index.ts';
import { succeeded } from '../http/audit.ts';
import { failure, protocolFailures, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import type { Mailer, OutgoingMessage } from '../services.ts';
import {
  EMAIL_TAKEN,
  emailField,
  emailTaken,
  fieldFailure,
  isUniqueViolation,
  phoneField,
} from './account-fields.ts';

/**
 * Changing the e-mail or the phone, the two ways to reach (and recover) an account, so that a stolen
 * session alone cannot move the account away from its owner (issue 11, point 3):
 *
 * - change-contact needs the current password. A new phone number applies at once (unverified); a new
 *   e-mail waits: a single-use link (24 hours) goes to the new address, and the old one is told.
 * - confirm-email, opened from that link, makes the new address the login and tells the old one.
 *
 * Both are extensions: the legacy API has no such calls, and its profile updates (profile.ts) refuse
 * a changed e-mail or phone here. Against a legacy API without them the gateway says the change is not
 * available rather than falling back to an update that would skip the password.
 */

export const FAILED_UPDATE_CONTACT = 'Failed to update account.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail or phone.';
export const CONFIRMATION_LINK_INVALID = 'This confirmation link has expired or was already used.';
export const EMAIL_CONFIRMED = 'Your new e-mail address is confirmed.';

/**
 * 24 hours: the link proves the customer reads the new mailbox, and it changes nothing until used, so
 * it can wait for tomorrow's inbox (a reset link, which lets anyone with it in, lives 30 minutes).
 */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** As for sessions and reset links: the token has 256 bits, so SHA-256 suffices. */
export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Neither confirmed nor revoked, and not expired at `now`. */
function isPending(now: Date) {
  return and(
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.revokedAt),
    gt(emailChanges.expiresAt, now),
  );
}

export interface PendingEmail {
  email: string;
  expires_at: string;
}

/** The lead's e-mail change waiting for confirmation, for the account page; null when none. */
export async function pendingEmailOf(db: Db, leadId: number, now: Date): Promise<PendingEmail | null> {
  const [pending] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.leadId, leadId), isPending(now)))
    .limit(1);
  return pending ? { email: pending.email, expires_at: pending.expiresAt.toISOString() } : null;
}

/** Mail goes out after the answer: a slow SMTP server must not hold the account page. */
function sendInBackground(mailer: Mailer, message: OutgoingMessage, logger: Logger, what: string): void {
  mailer.send(message).catch((error: unknown) => logger.error({ err: error }, `could not send the ${what}`));
}

const signature = ['', 'If this was not you, reply to this e-mail or call us right away.'];

function confirmationMail(to: string, firstName: string, link: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Confirm your new e-mail address',
    text: [
      `Hi ${firstName},`,
      '',
      'Open this link within 24 hours to make this the e-mail address of your account:',
      '',
      link,
      '',
      'The link works once. Until then we keep writing to your current address. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  };
}

function changeRequestedNotice(to: string, firstName: string, newEmail: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'A change of your e-mail address was requested',
    text: [
      `Hi ${firstName},`,
      '',
      `Someone with your password asked to change the e-mail address of your account to ${newEmail}. It changes only once confirmed from that address.`,
      ...signature,
    ].join('\n'),
  };
}

function changedNotice(to: string, firstName: string, newEmail: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Your e-mail address was changed',
    text: [
      `Hi ${firstName},`,
      '',
      `The e-mail address of your account is now ${newEmail}. From now on we write to that address.`,
      ...signature,
    ].join('\n'),
  };
}

function phoneChangedNotice(to: string, firstName: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Your phone number was changed',
    text: [`Hi ${firstName},`, '', 'The phone number of your account was just changed.', ...signature].join(
      '\n',
    ),
  };
}

const currentPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? CURRENT_PASSWORD_REQUIRED : undefined) })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  // Bounded so that nobody can make argon2 chew on megabytes.
  .max(1024, WRONG_CURRENT_PASSWORD);

const changeContact = defineRoute({
  path: '/lapi/account/change-contact/',
  kind: 'extension',
  auth: 'customer',
  audit: {
    resource: 'email',
    action: 'update',
    // One row per contact the call changes (or, for an e-mail, asks to change: see confirm-email).
    entries: (input, reply) => [
      ...(succeeded(reply) && input.email !== undefined
        ? [{ resource: 'email', action: 'update' } as const]
        : []),
      ...(succeeded(reply) && input.phone !== undefined
        ? [{ resource: 'phone', action: 'update' } as const]
        : []),
    ],
  },
  summary:
    'Changes e-mail and/or phone given the current password: a phone at once; an e-mail once confirmed through a 24-hour link sent to it (the old address is told). Answers the profile with pending_email.',
  input: customerInput
    .extend({
      password: currentPasswordField,
      email: emailField.optional(),
      phone: phoneField.optional(),
    })
    .refine((value) => value.email !== undefined || value.phone !== undefined, 'Send email, phone or both.'),
  invalidInput: invalidInputAs(FAILED_UPDATE_CONTACT),
  async handler({ password, email, phone }, { db, leadId, clock, logger, services }) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
    if (!lead) return protocolFailures.notAuthenticated();
    // The seam of issue 11's rate limits on the password check is the gateway's resolver, in front of this.
    if (!(await verifyPassword(lead.passwordHash, password))) {
      logger.info({ leadId }, 'contact change refused: wrong current password');
      return fieldFailure(400, FAILED_UPDATE_CONTACT, 'password', WRONG_CURRENT_PASSWORD);
    }
    const now = clock.now();
    const newEmailRequested = email !== undefined && email !== lead.email;
    if (newEmailRequested && (await emailTaken(db, email, leadId))) {
      return fieldFailure(409, EMAIL_TAKEN, 'email', EMAIL_TAKEN);
    }
    const phoneChanges = phone !== undefined && phone !== lead.phone;

    const token = newConfirmationToken();
    await db.transaction(async (tx) => {
      if (phoneChanges) {
        // A verification proves the number it was made for; a new number starts unverified.
        await tx.update(leads).set({ phone, phoneVerifiedAt: null }).where(eq(leads.id, leadId));
      }
      if (email !== undefined) {
        // One pending change at a time; asking for the current address again cancels it.
        await tx
          .update(emailChanges)
          .set({ revokedAt: now })
          .where(and(eq(emailChanges.leadId, leadId), isPending(now)));
      }
      if (newEmailRequested) {
        await tx.insert(emailChanges).values({
          leadId,
          newEmail: email,
          tokenHash: hashConfirmationToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
        });
      }
    });

    if (phoneChanges) {
      sendInBackground(
        services.mailer,
        phoneChangedNotice(lead.email, lead.firstName),
        logger,
        'phone notice',
      );
    }
    if (newEmailRequested) {
      const link = `${services.publicUrl.replace(/\/+$/, '')}/confirm-email?id=${token}`;
      sendInBackground(
        services.mailer,
        confirmationMail(email, lead.firstName, link),
        logger,
        'confirmation',
      );
      sendInBackground(
        services.mailer,
        changeRequestedNotice(lead.email, lead.firstName, email),
        logger,
        'e-mail change notice',
      );
    }
    logger.info({ leadId, phoneChanged: phoneChanges, emailPending: newEmailRequested }, 'contact change');
    return success(
      {
        email: lead.email,
        phone: phoneChanges ? phone : lead.phone,
        pending_email: await pendingEmailOf(db, leadId, now),
      },
      newEmailRequested
        ? `We sent a confirmation link to ${email}. Your e-mail changes once you open it.`
        : 'Account updated.',
    );
  },
});

const confirmEmail = defineRoute({
  path: '/lapi/account/confirm-email/',
  kind: 'extension',
  auth: 'public',
  audit: { resource: 'email', action: 'update' },
  summary:
    "Confirms an e-mail change with the link's token (single use, 24 hours): the new address becomes the login, the old one is told, reset links end. 400 expired/used; 409 taken meanwhile.",
  input: z.object({
    token: z
      .string({ error: CONFIRMATION_LINK_INVALID })
      .min(1, CONFIRMATION_LINK_INVALID)
      .max(512, CONFIRMATION_LINK_INVALID),
  }),
  invalidInput: invalidInputAs(),
  async handler({ token }, { db, clock, logger, services, auditCustomer }) {
    const now = clock.now();
    let outcome: { leadId: number; oldEmail: string; newEmail: string; firstName: string } | null;
    try {
      outcome = await db.transaction(async (tx) => {
        // Conditional, so that two requests racing with the same link cannot both succeed.
        const [change] = await tx
          .update(emailChanges)
          .set({ confirmedAt: now })
          .where(and(eq(emailChanges.tokenHash, hashConfirmationToken(token)), isPending(now)))
          .returning({ leadId: emailChanges.leadId, newEmail: emailChanges.newEmail });
        if (!change) return null;
        const [before] = await tx
          .select({ email: leads.email, firstName: leads.firstName })
          .from(leads)
          .where(eq(leads.id, change.leadId))
          .for('update');
        if (!before) return null;
        await tx.update(leads).set({ email: change.newEmail }).where(eq(leads.id, change.leadId));
        // Reset links went to the old address: they die with it.
        await tx
          .update(passwordResets)
          .set({ revokedAt: now })
          .where(
            and(
              eq(passwordResets.leadId, change.leadId),
              isNull(passwordResets.usedAt),
              isNull(passwordResets.revokedAt),
            ),
          );
        return {
          leadId: change.leadId,
          oldEmail: before.email,
          newEmail: change.newEmail,
          firstName: before.firstName,
        };
      });
    } catch (error) {
      // Another account took the address after the request: the change cannot happen.
      if (isUniqueViolation(error)) return fieldFailure(409, EMAIL_TAKEN, 'email', EMAIL_TAKEN);
      throw error;
    }
    if (!outcome) return failure(400, CONFIRMATION_LINK_INVALID);
    auditCustomer(outcome.leadId);

    logger.info({ leadId: outcome.leadId }, 'e-mail change confirmed');
    sendInBackground(
      services.mailer,
      changedNotice(outcome.oldEmail, outcome.firstName, outcome.newEmail),
      logger,
      'e-mail change notice',
    );
    return success({ email: outcome.newEmail }, EMAIL_CONFIRMED);
  },
});

export const contactChangeRoutes = [changeContact, confirmEmail];

/**
 * A pending e-mail change whose raw token the caller chose (tests and pact provider states). Calling it
 * again with the same token re-arms that change.
 */
export async function createEmailChangeForTest(
  db: Db,
  leadId: number,
  newEmail: string,
  token: string,
  now = new Date(),
): Promise<void> {
  const pending = {
    leadId,
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    confirmedAt: null,
    revokedAt: null,
  };
  await db
    .insert(emailChanges)
    .values({ tokenHash: hashConfirmationToken(token), ...pending })
    .onConflictDoUpdate({ target: emailChanges.tokenHash, set: pending });
}
