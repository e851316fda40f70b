import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { leads, passwordResets, sessions } from '../db/schema/index.ts';
import { protocolFailures, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { fieldFailure, newPasswordField } from './account-fields.ts';

/**
 * Changing the password from the account page, knowing the current one. The legacy API has no such
 * call (its only password call is the reset link's), so this is an extension: the gateway answers
 * without it that the change is not available, and the customer can still use a reset link.
 */

export const FAILED_CHANGE_PASSWORD = 'Failed to change password.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

const passwordChange = defineRoute({
  path: '/lapi/account/changepassword/',
  kind: 'extension',
  auth: 'customer',
  audit: { resource: 'password', action: 'update' },
  summary:
    'Changes the password given the current one (old_password, password 6-16); ends the other sessions and the live reset links.',
  input: customerInput.extend({
    old_password: z
      .string({ error: (issue) => (issue.input === undefined ? 'Current password is required' : undefined) })
      .min(1, 'Current password is required')
      // Bounded so that nobody can make argon2 chew on megabytes.
      .max(1024, 'Current password is required'),
    password: newPasswordField,
  }),
  invalidInput: invalidInputAs(FAILED_CHANGE_PASSWORD),
  async handler({ old_password, password }, { db, leadId, session, clock, logger, services }) {
    const [lead] = await db
      .select({ passwordHash: leads.passwordHash, email: leads.email, firstName: leads.firstName })
      .from(leads)
      .where(eq(leads.id, leadId))
      .limit(1);
    if (!lead) return protocolFailures.notAuthenticated();
    // A session alone must not be enough to take the account over: the current password proves the owner.
    if (!(await verifyPassword(lead.passwordHash, old_password))) {
      logger.info({ leadId }, 'password change refused: wrong current password');
      return fieldFailure(400, FAILED_CHANGE_PASSWORD, 'old_password', WRONG_CURRENT_PASSWORD);
    }

    const now = clock.now();
    const passwordHash = await hashPassword(password);
    const endedSessions = await db.transaction(async (tx) => {
      await tx.update(leads).set({ passwordHash }).where(eq(leads.id, leadId));
      // Whoever knew the old password is logged out everywhere else; this device stays logged in.
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.leadId, leadId),
            isNull(sessions.revokedAt),
            ne(sessions.tokenHash, session.tokenHash),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      // Reset links were asked for with the old password in mind: they die with it.
      await tx
        .update(passwordResets)
        .set({ revokedAt: now })
        .where(
          and(
            eq(passwordResets.leadId, leadId),
            isNull(passwordResets.usedAt),
            isNull(passwordResets.revokedAt),
          ),
        );
      return ended.length;
    });

    logger.info({ leadId, endedSessions }, 'password changed');
    services.mailer
      .send({
        channel: 'email',
        to: lead.email,
        subject: 'Your password was changed',
        text: [
          `Hi ${lead.firstName},`,
          '',
          'The password of your account was just changed from your account page, and your other devices were logged out.',
          '',
          'If this was not you, reply to this e-mail or call us right away.',
        ].join('\n'),
      })
      .catch((error: unknown) => logger.error({ err: error }, 'could not send the password notice'));
    return success(null, PASSWORD_CHANGED);
  },
});

export const passwordChangeRoutes = [passwordChange];
