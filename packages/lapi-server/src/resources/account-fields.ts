import {
  AGE_MAX,
  AGE_MIN,
  ageOn,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  parseUsDate,
  US_STATES,
  ZIP_LENGTH,
} from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { leads } from '../db/schema/index.ts';
import { failure, type Reply } from '../http/envelope.ts';
import { invalidInputData } from '../http/input.ts';

/**
 * Fields the account calls share, validated once here with the messages of spec section 5 where it
 * gives one (and ours, phrased the same way, where it shows none), plus the conversions between the
 * legacy spellings and the columns.
 */

/** Stored lower-case (see the leads table), compared case-insensitively. */
export const emailField = z
  .string()
  .trim()
  .max(254, 'Email must have at most 254 characters')
  .toLowerCase()
  .pipe(z.email('Invalid Email'));

export const nameField = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must have at most 100 characters`);

/** Spec section 9: 6 to 16 characters, with the change-password form's messages. */
export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : undefined) })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Please enter a password more than 6')
  .max(PASSWORD_MAX_LENGTH, 'Please enter a password less than 16');

/**
 * A U.S. number in any usual spelling ('512-555-0142', '+1 (512) 555 0142'), stored as the demo data
 * and the legacy API show it: '(512) 555-0142'.
 */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(32, 'Phone number must be a 10-digit U.S. number')
  .transform((value, context) => {
    const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits) || /[^\d\s().+-]/.test(value)) {
      context.addIssue({ code: 'custom', message: 'Phone number must be a 10-digit U.S. number' });
      return z.NEVER;
    }
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  });

/** '(512) 555-0142' → '+15125550142', the form SMS providers take. */
export function e164(phone: string): string {
  return `+1${phone.replace(/\D/g, '').slice(-10)}`;
}

/**
 * 'MM/DD/YYYY' with the spec's three messages; becomes 'YYYY-MM-DD' for the date column. The age rule
 * (19 to 99 on the day of the call) needs the request's clock: see `checkAge`.
 */
export const dobField = z
  .string({ error: (issue) => (issue.input === undefined ? 'You must enter a date of birth.' : undefined) })
  .min(1, 'You must enter a date of birth.')
  .length(10, 'Date format must be MM/DD/YYYY.')
  .refine((value) => parseUsDate(value) !== null, 'Invalid date')
  .transform((value) => `${value.slice(6)}-${value.slice(0, 2)}-${value.slice(3, 5)}`);

/** The age rule of spec section 9 on `today`; null when it holds, else the 400 to answer. */
export function checkAge(dob: string, today: Date, failureMessage: string): Reply | null {
  const age = ageOn(new Date(`${dob}T00:00:00Z`), today);
  if (age >= AGE_MIN && age <= AGE_MAX) return null;
  return fieldFailure(400, failureMessage, 'dob', `You must be between ${AGE_MIN} and ${AGE_MAX} years old.`);
}

/** 'YYYY-MM-DD' (column) → 'MM/DD/YYYY' (legacy). */
export function legacyDate(isoDate: string | null): string | null {
  if (isoDate === null) return null;
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}

const stateCodes = new Set<string>(US_STATES.map((state) => state.code));

export const stateField = z
  .string()
  .trim()
  .min(1, 'State is required')
  .toUpperCase()
  .refine((value) => stateCodes.has(value), 'State must be a two-letter U.S. state code');

/** Spec section 5: exactly 5 characters, 'Invalid ZIP code format'; ZIP codes are digits. */
export const zipField = z
  .string()
  .trim()
  .min(1, 'ZIP code is required')
  .refine((value) => value.length === ZIP_LENGTH && /^\d+$/.test(value), 'Invalid ZIP code format');

export const addressLineField = z
  .string()
  .trim()
  .min(1, 'Address is required')
  .max(200, 'Address must have at most 200 characters');
export const address2Field = z
  .string()
  .trim()
  .max(200, 'Address line 2 must have at most 200 characters')
  .default('');
export const cityField = z
  .string()
  .trim()
  .min(1, 'City is required')
  .max(100, 'City must have at most 100 characters');

/** A U.S. postal address, as the v2 calls send it (`address: { … }`). */
export const postalAddress = z.object({
  address: addressLineField,
  address2: address2Field,
  city: cityField,
  state: stateField,
  zip: zipField,
});
export type PostalAddress = z.output<typeof postalAddress>;

/** Legacy checkboxes arrive as 0/1 (spec section 3: "smsallow (sent as 0 or 1)"). */
export const zeroOrOne = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });

/** A ticked consent box: true, or 1 as legacy forms send checkboxes. */
export const consentField = (message: string) =>
  z.union([z.literal(true), z.literal(1)], { error: message }).transform(() => true as const);

/** A 400 (or 409) about one field, in the shape `invalidInputAs` gives schema failures. */
export function fieldFailure(httpStatus: 400 | 409, message: string, field: string, problem: string): Reply {
  return failure(httpStatus, message, invalidInputData([{ field, message: problem }]));
}

export const EMAIL_TAKEN = 'An account with this e-mail already exists.';

/** Whether another lead (not `exceptLeadId`) has this (lower-case) address. */
export async function emailTaken(db: Db, email: string, exceptLeadId?: number): Promise<boolean> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email)).limit(1);
  return row !== undefined && row.id !== exceptLeadId;
}

/** Postgres unique_violation: the loser of a race for the same e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
