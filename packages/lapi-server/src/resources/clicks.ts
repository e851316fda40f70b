import { isIP } from 'node:net';
import { messages, US_STATES, usStateName } from '@helmsman/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { clicks, statesAllowed, stateWaitlist } from '../db/schema/index.ts';
import { failure, success } from '../http/envelope.ts';
import { invalidInputAs, invalidInputData } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';

/** Clicks: every site visit registers one; and where the clinic may treat, per category. */

/** Extra lead fields (other query parameters) kept per click: enough for any campaign, bounded for abuse. */
export const MAX_EXTRA_FIELDS = 30;
export const MAX_EXTRA_VALUE_LENGTH = 500;
const EXTRA_KEY = /^[A-Za-z0-9_.-]{1,64}$/;

const shortText = z.string().trim().max(255);
const longText = z.string().trim().max(2048);

const clickFields = {
  a: shortText.optional(),
  c1: shortText.optional(),
  s1: shortText.optional(),
  s2: shortText.optional(),
  s3: shortText.optional(),
  s4: shortText.optional(),
  s5: shortText.optional(),
  url: longText.optional(),
  referrer: longText.optional(),
  user_agent: z.string().trim().max(1024).optional(),
  device_type: z.string().trim().max(32).optional(),
  // Empty when the browser could not tell; otherwise it must be an address.
  ip_address: z
    .string()
    .trim()
    .refine((value) => value === '' || isIP(value) !== 0, 'must be an IPv4 or IPv6 address')
    .optional(),
  // Query parameters are text; lead forms send a number.
  campaigns_id: z
    .union([
      z.int().nonnegative(),
      z
        .string()
        .trim()
        .regex(/^\d{0,18}$/, 'must be digits'),
    ])
    .optional(),
  token: z.string(),
};

const knownFields = new Set(Object.keys(clickFields));

const clickInput = z
  .object(clickFields)
  .catchall(z.string().max(MAX_EXTRA_VALUE_LENGTH))
  .superRefine((value, ctx) => {
    const extra = Object.keys(value).filter((key) => !knownFields.has(key));
    if (extra.length > MAX_EXTRA_FIELDS) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `must have at most ${MAX_EXTRA_FIELDS} extra fields`,
      });
    }
    for (const key of extra) {
      if (!EXTRA_KEY.test(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is not a valid field name (letters, digits, _ . -)',
        });
      }
    }
  });

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

const createClick = defineRoute({
  path: '/lapi/click/create/',
  kind: 'legacy',
  auth: 'public',
  audit: 'none',
  summary:
    'Registers a site visit (campaign, sub-ids, page, browser, extra query fields) and returns click_id.',
  input: clickInput,
  invalidInput: invalidInputAs(messages.failedCreateClick),
  async handler(input, { db, services }) {
    if (input.token !== services.publicToken) {
      return failure(
        400,
        messages.failedCreateClick,
        invalidInputData([{ field: 'token', message: 'must be the public product token' }]),
      );
    }
    const extra: Record<string, string> = {};
    for (const [key, value] of Object.entries(input)) {
      if (!knownFields.has(key) && typeof value === 'string') extra[key] = value;
    }
    const [stored] = await db
      .insert(clicks)
      .values({
        a: orNull(input.a),
        c1: orNull(input.c1),
        s1: orNull(input.s1),
        s2: orNull(input.s2),
        s3: orNull(input.s3),
        s4: orNull(input.s4),
        s5: orNull(input.s5),
        url: orNull(input.url),
        referrer: orNull(input.referrer),
        userAgent: orNull(input.user_agent),
        deviceType: orNull(input.device_type),
        ipAddress: orNull(input.ip_address),
        campaignsId: input.campaigns_id === undefined ? null : orNull(String(input.campaigns_id)),
        extra,
      })
      .returning({ id: clicks.id });
    if (!stored) throw new Error('insert into clicks returned no row');
    return success({ click_id: stored.id }, '');
  },
});

/**
 * Ties an anonymous click to the lead it turned out to be (sign-up, login or reset with `clicks_id`).
 * Only an unclaimed click: nobody can move another lead's click to themselves. Returns whether it did.
 */
export async function claimClick(db: Db, clickId: number, leadId: number): Promise<boolean> {
  const claimed = await db
    .update(clicks)
    .set({ leadId })
    .where(and(eq(clicks.id, clickId), isNull(clicks.leadId)))
    .returning({ id: clicks.id });
  return claimed.length > 0;
}

const statesAllowedList = defineRoute({
  path: '/lapi/click/statesallowed/',
  kind: 'legacy',
  auth: 'public',
  audit: 'none',
  summary: "The US states where the clinic may treat a category ('ed', 'sleep', 'hair', 'SKY GLP'), by code.",
  input: z.object({ category: z.string().trim().min(1).max(64) }),
  invalidInput: invalidInputAs(messages.failedEligibility),
  async handler({ category }, { db }) {
    const rows = await db
      .select({ state: statesAllowed.state })
      .from(statesAllowed)
      .where(eq(statesAllowed.category, category))
      .orderBy(asc(statesAllowed.state));
    if (rows.length === 0) {
      const known = await db.selectDistinct({ category: statesAllowed.category }).from(statesAllowed);
      const list = known
        .map((row) => row.category)
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
        .map((category) => JSON.stringify(category))
        .join(', ');
      return failure(
        400,
        messages.failedEligibility,
        invalidInputData([{ field: 'category', message: `must be one of ${list}` }]),
      );
    }
    return success(
      rows.map(({ state }) => ({ code: state, name: usStateName(state) })),
      '',
    );
  },
});

/** The message of every refusal of the wait list: the visit's page shows it under the form. */
export const WAITLIST_FAILED = 'Failed to join the wait list';

const stateCodes = new Set<string>(US_STATES.map((state) => state.code));

/**
 * An extension: the legacy API has no call for a visitor in a state the clinic does not treat yet
 * (docs/decisions.md, "Eligibility first"). Public, as eligibility is: the visitor has no account yet.
 * Asking again answers the same, so the answer never tells whether an address was already listed.
 */
const stateWaitlistJoin = defineRoute({
  path: '/lapi/click/statewaitlist/',
  kind: 'extension',
  auth: 'public',
  audit: 'none',
  summary:
    'Lists an e-mail to be told when the clinic treats a category in a state it does not treat yet: { category, state, email }.',
  input: z.object({
    category: z.string().trim().min(1).max(64),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => stateCodes.has(code), 'must be a US state code'),
    email: z.string().trim().max(254).toLowerCase().pipe(z.email('must be an e-mail address')),
  }),
  invalidInput: invalidInputAs(WAITLIST_FAILED),
  async handler({ category, state, email }, { db }) {
    const treated = await db
      .select({ state: statesAllowed.state })
      .from(statesAllowed)
      .where(eq(statesAllowed.category, category));
    if (treated.length === 0) {
      return failure(
        400,
        WAITLIST_FAILED,
        invalidInputData([{ field: 'category', message: 'is not a category the clinic treats' }]),
      );
    }
    if (treated.some((row) => row.state === state)) {
      return failure(409, `The clinic already treats ${category} in ${usStateName(state)}.`);
    }
    await db.insert(stateWaitlist).values({ category, state, email }).onConflictDoNothing();
    return success(null, 'Listed.');
  },
});

export const clickRoutes = [createClick, statesAllowedList, stateWaitlistJoin];
