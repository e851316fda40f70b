import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { verifyAgainstDummyHash, verifyPassword } from '../auth/passwords.ts';
import { createSession, revokeAllSessions, revokeSession } from '../auth/sessions.ts';
import { leads } from '../db/schema/index.ts';
import { failure, protocolFailures, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';

/** Sessions: logging in, checking who is logged in, logging out (this device, or every device). */

const login = defineRoute({
  path: '/lapi/account/login/',
  kind: 'legacy',
  auth: 'public',
  audit: { resource: 'session', action: 'login' },
  summary:
    'Exchanges e-mail and password for the lead id and a session token (ends after SESSION_IDLE_MINUTES idle or SESSION_MAX_HOURS; expires_at, the latter, is an extension).',
  input: z.object({
    // Lower-cased here because addresses are stored lower-case: the comparison is case-insensitive.
    email: z.string().trim().max(254).toLowerCase().pipe(z.email()),
    // Bounded so that nobody can make argon2 chew on megabytes.
    password: z.string().min(1).max(1024),
  }),
  async handler({ email, password }, { db, clock, logger, services, auditCustomer }) {
    const [lead] = await db
      .select({ id: leads.id, passwordHash: leads.passwordHash })
      .from(leads)
      .where(eq(leads.email, email))
      .limit(1);
    // One answer, and the same argon2 work, whether the address is unknown or the password wrong.
    const valid = lead
      ? await verifyPassword(lead.passwordHash, password)
      : await verifyAgainstDummyHash(password);
    if (!lead || !valid) {
      logger.info('login refused');
      return failure(401, 'Invalid email or password.');
    }
    const { token, expiresAt } = await createSession(db, lead.id, clock.now(), {
      lifetimeMs: services.sessions.lifetimeMs,
    });
    logger.info({ leadId: lead.id }, 'login');
    // expires_at (an extension) lets the gateway's cookie end with the session instead of guessing.
    auditCustomer(lead.id);
    return success({ leads_id: lead.id, token, expires_at: expiresAt.toISOString() }, 'Login successful.');
  },
});

const verifyAuthentication = defineRoute({
  path: '/lapi/account/verifyauthentication/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: "Confirms the session and returns the logged-in lead's identity.",
  input: customerInput,
  async handler(_input, { db, leadId }) {
    const [lead] = await db
      .select({
        leads_id: leads.id,
        email: leads.email,
        first_name: leads.firstName,
        last_name: leads.lastName,
        prospects_id: leads.prospectsId,
      })
      .from(leads)
      .where(eq(leads.id, leadId))
      .limit(1);
    // Sessions are deleted with their lead, so this only happens if the lead vanished mid-request.
    if (!lead) return protocolFailures.notAuthenticated();
    return success(lead, 'Authenticated.');
  },
});

const logout = defineRoute({
  path: '/lapi/account/logout/',
  kind: 'extension',
  auth: 'customer',
  audit: { resource: 'session', action: 'logout' },
  summary:
    "Revokes the bearer token's session only (the customer's other devices stay logged in); without this call a session lives until it expires.",
  input: customerInput,
  async handler(_input, { db, clock, session }) {
    await revokeSession(db, session.tokenHash, clock.now());
    return success(null, 'Logged out.');
  },
});

const logoutEverywhere = defineRoute({
  path: '/lapi/account/logout-everywhere/',
  kind: 'extension',
  auth: 'customer',
  audit: { resource: 'session', action: 'logout', id: () => 'all' },
  summary:
    "Revokes every session of the bearer token's lead, this one included (the account page's 'Log out everywhere'); answers ended_sessions.",
  input: customerInput,
  async handler(_input, { db, clock, leadId, logger }) {
    const ended = await revokeAllSessions(db, leadId, clock.now());
    logger.info({ leadId, endedSessions: ended }, 'logged out everywhere');
    return success({ ended_sessions: ended }, 'Logged out everywhere.');
  },
});

export const sessionRoutes = [login, verifyAuthentication, logout, logoutEverywhere];
