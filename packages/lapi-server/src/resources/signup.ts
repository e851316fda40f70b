import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { leads } from '../db/schema/index.ts';
import { replyField } from '../http/audit.ts';
import { success } from '../http/envelope.ts';
import { invalidInputAs } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import {
  consentField,
  EMAIL_TAKEN,
  emailTaken,
  fieldFailure,
  isUniqueViolation,
  newPasswordField,
} from './account-fields.ts';
import { claimClick } from './clicks.ts';

/** Sign-up: a new lead with a password, logged in at once. */

export const FAILED_CREATE_ACCOUNT = 'Failed to create account.';

/** Spec section 5, sign-up form: every missing field reads 'Field required'. */
const required = (field: z.ZodString) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Field required' : undefined) })
    .trim()
    .min(1, 'Field required')
    .pipe(field);

const create = defineRoute({
  path: '/lapi/account/create/',
  kind: 'legacy',
  auth: 'public',
  audit: { resource: 'account', action: 'create', id: replyField('leads_id') },
  summary:
    'Creates an account (email, first_name, last_name, password 6-16, consent; clicks_id) and logs it in: { leads_id, token }.',
  input: z.object({
    email: required(z.string().max(254, 'Email must have at most 254 characters'))
      .transform((value) => value.toLowerCase())
      .pipe(z.email('Invalid Email')),
    first_name: required(z.string().max(100, 'First name must have at most 100 characters')),
    last_name: required(z.string().max(100, 'Last name must have at most 100 characters')),
    password: newPasswordField,
    consent: consentField('Continue your online visit by checking the box above'),
    // The visitor's click (session storage), so the visit that brought them is attributed to the lead.
    clicks_id: z
      .union([
        z.int().positive(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ])
      .nullable()
      .optional(),
  }),
  invalidInput: invalidInputAs(FAILED_CREATE_ACCOUNT),
  async handler(input, { db, clock, logger, services, auditCustomer }) {
    const taken = () => fieldFailure(409, EMAIL_TAKEN, 'email', EMAIL_TAKEN);
    if (await emailTaken(db, input.email)) return taken();
    const now = clock.now();
    const passwordHash = await hashPassword(input.password);
    let leadId: number;
    try {
      const [lead] = await db
        .insert(leads)
        .values({
          prospectsId: sql`nextval('prospects_id_seq')`,
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          consentedAt: now,
          createdAt: now,
        })
        .returning({ id: leads.id });
      if (!lead) throw new Error('insert into leads returned no row');
      leadId = lead.id;
      auditCustomer(leadId);
    } catch (error) {
      // A concurrent sign-up with the same address won the race.
      if (isUniqueViolation(error)) return taken();
      throw error;
    }
    // Only a click nobody has claimed yet: a made-up id cannot take over another lead's attribution.
    if (input.clicks_id != null) await claimClick(db, input.clicks_id, leadId);
    const { token, expiresAt } = await createSession(db, leadId, now, {
      lifetimeMs: services.sessions.lifetimeMs,
    });
    logger.info({ leadId }, 'account created');
    return success({ leads_id: leadId, token, expires_at: expiresAt.toISOString() }, 'Account created.');
  },
});

export const signupRoutes = [create];
