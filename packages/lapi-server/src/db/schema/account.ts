import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The customer's account and identity: the lead, sessions, e-mail changes, password resets, SMS codes,
 * the card on file and the weight log (resources account-*, profile, sessions, signup, cards, measurements…).
 */

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    prospectsId: integer('prospects_id').notNull().unique(),
    // Stored lower-case (enforced below) so a plain unique index makes e-mail case-insensitive.
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    address: text('address'),
    address2: text('address2').notNull().default(''),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country').notNull().default('US'),
    // Account & identity: billing address null = "same as shipping" (the legacy form's default).
    billingAddress: text('billing_address'),
    billingAddress2: text('billing_address2').notNull().default(''),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZip: text('billing_zip'),
    dob: date('dob', { mode: 'string' }),
    smsAllow: boolean('smsallow').notNull().default(false),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** When the customer ticked the sign-up consent box (telehealth consent); null for older leads. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('leads_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

/** Only the SHA-256 of a session token is stored: a database leak must not hand out live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The absolute end, fixed at login (SESSION_MAX_HOURS); the idle timeout ends it sooner. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The last call made with the session, for the sliding idle timeout (SESSION_IDLE_MINUTES). Written at
     * most once a minute (LAST_SEEN_RESOLUTION_MS), not on every call: a write per call would cost every
     * page a row version.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_lead_id_idx').on(t.leadId)],
);

/** Sign-ups draw prospects ids from here, far above the seeded ones (582731…) so they never meet. */
export const prospectsIdSequence = pgSequence('prospects_id_seq', { startWith: 600001 });

/**
 * E-mail changes waiting for confirmation from the new address. Like reset links, only the SHA-256 of
 * the token is stored; a row is pending while confirmed_at and revoked_at are null and expires_at is
 * ahead. A lead has at most one pending change (a newer request revokes the older).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Lower-case, as leads.email. */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_lead_id_idx').on(t.leadId)],
);

/**
 * Password reset links. Only the SHA-256 of the token is stored (like sessions): a database leak must
 * not hand out working links. A row is live while used_at and revoked_at are null and expires_at is
 * ahead; the newest few per lead stay live (older ones are revoked when a new one is issued).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_lead_id_idx').on(t.leadId)],
);

/**
 * The one-time code of /account/smsauth/: one row per lead (a new code replaces the old one), the code
 * stored as an argon2id hash, with its attempt counter.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** The number the code went to: verifying it proves that number, not a later one. */
    phone: text('phone').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // Codes sent in the current rate-limit window: caps the texts (and guesses) one session can cause.
    sendsInWindow: integer('sends_in_window').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sms_codes_attempts_not_negative', sql`${t.attempts} >= 0`)],
);

/**
 * The customer's card on file, one per lead: what the processor's vault gave back, and nothing else.
 * The full number and the CVV never reach this server's storage or logs.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    processorToken: text('processor_token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_methods_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_month', sql`${t.expMonth} between 1 and 12`),
  ],
);

/** Weight log of SKY GLP (weight programme) patients: tenths of a pound, one entry per day. */
export const weightMeasurements = pgTable(
  'weight_measurements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 12001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    weightTenthsLbs: integer('weight_tenths_lbs').notNull(),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('weight_measurements_lead_day').on(t.leadId, t.measuredOn),
    check('weight_measurements_range', sql`${t.weightTenthsLbs} between 500 and 10000`),
  ],
);
