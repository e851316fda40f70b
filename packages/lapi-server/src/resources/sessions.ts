import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { verifyAgainstDummyHash, verifyPassword } from '../auth/passwords.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';
import { leads } from '../db/schema.ts';
import { failure, protocolFailures, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';

/** Sessions: logging in, checking who is logged in, logging out. */

const login = defineRoute({
  path: '/lapi/account/login/',
  kind: 'legacy',
  auth: 'public',
  summary: 'Exchanges e-mail and password for the lead id and a session token (valid 14 days).',
  input: z.object({
    // Lower-cased here because addresses are stored lower-case: the comparison is case-insensitive.
    email: z.string().trim().max(254).toLowerCase().pipe(z.email()),
    // Bounded so that nobody can make argon2 chew on megabytes.
    password: z.string().min(1).max(1024),
  }),
  async handler({ email, password }, { db, clock, logger }) {
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
    const { token } = await createSession(db, lead.id, clock.now());
    logger.info({ leadId: lead.id }, 'login');
    return success({ leads_id: lead.id, token }, 'Login successful.');
  },
});

const verifyAuthentication = defineRoute({
  path: '/lapi/account/verifyauthentication/',
  kind: 'legacy',
  auth: 'customer',
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
  summary: 'Revokes the session of the bearer token; without this call a session lives until it expires.',
  input: customerInput,
  async handler(_input, { db, clock, session }) {
    await revokeSession(db, session.tokenHash, clock.now());
    return success(null, 'Logged out.');
  },
});

export const sessionRoutes = [login, verifyAuthentication, logout];
