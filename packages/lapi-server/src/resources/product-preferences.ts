import { messages, visitDosagesFor, visitDrugsFor } from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  hairPreferences,
  preferencesView,
  sleepPreferences,
  treatmentFrequency,
} from '../clinical/preferences.ts';
import type { VisitCategory } from '../clinical/question-bank/index.ts';
import {
  clinicalFailure,
  findCurrentVisit,
  noVisitInProgress,
  updateVisit,
  type Visit,
  visitCategory,
} from '../clinical/visit-store.ts';
import type { Db } from '../db/open.ts';
import { uploads } from '../db/schema/index.ts';
import { replyField } from '../http/audit.ts';
import { type Reply, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { type CustomerContext, defineRoute } from '../http/route.ts';
import type { Services } from '../services.ts';

/**
 * Product preferences: what the customer would like prescribed (drug, dosage, how often it ships) and
 * category-specific preferences, stored on their open visit touched last: in progress, or submitted (the questions done; these calls
 * come after them) and not yet reviewed. No open visit → 409; a value the visit's category does not allow → 400; a preference of
 * another category (hair preferences on an ED visit) → 409.
 */

/** Ours: the spec shows no message for /account/shipfrequency/. */
const failedShipFrequency = 'Failed to save shipping frequency.';

/** The public product token these calls carry (spec section 7: "all add the token"). */
const publicToken = z.string().min(1).max(256);

type Change = Partial<
  Pick<Visit, 'frequency' | 'drug' | 'dosage' | 'shipFrequency' | 'hairPreferences' | 'sleepPreferences'>
>;

/**
 * The common steps: the token (when the call carries one), then the current visit, locked while
 * `decide` looks at it and its change is written.
 */
async function changeCurrentVisit(
  { db, leadId, clock, services }: CustomerContext,
  message: string,
  token: string | undefined,
  decide: (visit: Visit) => Change | Reply,
): Promise<Reply> {
  if (token !== undefined) {
    const refused = checkPublicToken(services, token, message);
    if (refused) return refused;
  }
  return db.transaction(async (tx: Db) => {
    const visit = await findCurrentVisit(tx, leadId, { forUpdate: true, withSubmitted: true });
    if (!visit) return noVisitInProgress(message, undefined);
    const decision = decide(visit);
    if ('httpStatus' in decision) return decision;
    const updated = await updateVisit(tx, visit.id, { ...decision, updatedAt: clock.now() });
    return success(preferencesView(updated), 'Preferences saved.');
  });
}

/**
 * The token is public (it ships in the storefront's code), so this is no secret check: it refuses
 * calls from clients configured for another storefront, before anything is read or written.
 */
export function checkPublicToken(services: Services, token: string, message: string): Reply | undefined {
  if (token === services.publicToken) return undefined;
  // 400 like the other calls that carry the token (click/create, account/reset): a client misconfiguration.
  return clinicalFailure(400, message, { field: 'token', problem: 'must be the public product token' });
}

function wrongCategory(message: string, visit: Visit, wanted: VisitCategory, what: string): Reply {
  return clinicalFailure(409, message, {
    reason: `${what} apply to a ${wanted} visit, and the current visit is ${visit.category}.`,
  });
}

const frequency = defineRoute({
  path: '/lapi/product/frequency/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: 'How often the treatment of the current visit is billed: MONTHLY or QUARTERLY.',
  input: customerInput.extend({ token: publicToken, frequency: treatmentFrequency }),
  invalidInput: invalidInputAs(messages.failedProductPreferences),
  handler: (input, context) =>
    changeCurrentVisit(context, messages.failedProductPreferences, input.token, () => ({
      frequency: input.frequency,
    })),
});

const drug = defineRoute({
  path: '/lapi/product/drug/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit', action: 'update', id: replyField('visit_id') },
  summary:
    "The drug the customer prefers, from the visit category's list (a dosage the drug lacks is cleared).",
  input: customerInput.extend({ token: publicToken, drug: z.string().trim().toLowerCase().min(1).max(100) }),
  invalidInput: invalidInputAs(messages.failedProductPreferences),
  handler: (input, context) =>
    changeCurrentVisit(context, messages.failedProductPreferences, input.token, (visit) => {
      const category = visit.category as VisitCategory;
      const allowed = visitDrugsFor(category);
      if (!allowed.includes(input.drug)) {
        return clinicalFailure(400, messages.failedProductPreferences, {
          field: 'drug',
          problem: `must be one of ${allowed.map((name) => JSON.stringify(name)).join(', ')} for ${category} visits`,
        });
      }
      const keepDosage =
        visit.dosage !== null && visitDosagesFor(category, input.drug).includes(visit.dosage);
      return { drug: input.drug, dosage: keepDosage ? visit.dosage : null };
    }),
});

const dosage = defineRoute({
  path: '/lapi/product/dosage/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit', action: 'update', id: replyField('visit_id') },
  summary: 'The dosage the customer prefers, from the dosages of the drug chosen for the visit.',
  input: customerInput.extend({ token: publicToken, dosage: z.string().trim().min(1).max(50) }),
  invalidInput: invalidInputAs(messages.failedProductPreferences),
  handler: (input, context) =>
    changeCurrentVisit(context, messages.failedProductPreferences, input.token, (visit) => {
      if (visit.drug === null) {
        return clinicalFailure(409, messages.failedProductPreferences, {
          reason: 'Choose a drug (/product/drug/) before its dosage.',
        });
      }
      const allowed = visitDosagesFor(visit.category as VisitCategory, visit.drug);
      if (!allowed.includes(input.dosage)) {
        return clinicalFailure(400, messages.failedProductPreferences, {
          field: 'dosage',
          problem: `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')} for ${visit.drug}`,
        });
      }
      return { dosage: input.dosage };
    }),
});

const hair = defineRoute({
  path: '/lapi/product/hair-preferences/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit', action: 'update', id: replyField('visit_id') },
  summary: 'Hair-loss preferences of a hair visit: the main concern and the products wanted.',
  input: customerInput.extend({ token: publicToken, ...hairPreferences.shape }),
  invalidInput: invalidInputAs(messages.failedProductPreferences),
  handler: ({ token, concern, products }, context) =>
    changeCurrentVisit(context, messages.failedProductPreferences, token, (visit) => {
      if (visit.category !== 'hair')
        return wrongCategory(messages.failedProductPreferences, visit, 'hair', 'Hair preferences');
      return { hairPreferences: { concern, products } };
    }),
});

const sleep = defineRoute({
  path: '/lapi/product/sleep-preferences/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit', action: 'update', id: replyField('visit_id') },
  summary: 'Sleep preferences of a sleep visit: the main trouble and whether melatonin is fine.',
  // The one preference call the spec does not list as carrying the token.
  input: customerInput.extend(sleepPreferences.shape),
  invalidInput: invalidInputAs(messages.failedProductPreferences),
  handler: ({ trouble, melatonin_ok }, context) =>
    changeCurrentVisit(context, messages.failedProductPreferences, undefined, (visit) => {
      if (visit.category !== 'sleep')
        return wrongCategory(messages.failedProductPreferences, visit, 'sleep', 'Sleep preferences');
      return { sleepPreferences: { trouble, melatonin_ok } };
    }),
});

const shipFrequency = defineRoute({
  path: '/lapi/account/shipfrequency/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: "How often the current visit's treatment ships: MONTHLY or QUARTERLY.",
  input: customerInput.extend({ token: publicToken, frequency: treatmentFrequency }),
  invalidInput: invalidInputAs(failedShipFrequency),
  handler: (input, context) =>
    changeCurrentVisit(context, failedShipFrequency, input.token, () => ({ shipFrequency: input.frequency })),
});

/** Ours: the read is an extension, so the spec has no message for it. */
const failedPreferencesRead = 'Failed to retrieve product preferences.';

/**
 * An extension: the legacy API has no call that reads the preferences without writing one, so a
 * reload or another device would show the treatment step empty (docs/decisions.md). Answers what
 * every preference call answers, of the open visit touched last (of `category`, when given), and
 * whether a photo is on file for that visit (/upload_image/ with purpose 'visit').
 */
const preferencesRead = defineRoute({
  path: '/lapi/product/preferences/',
  kind: 'extension',
  auth: 'customer',
  audit: { resource: 'visit', action: 'read', id: replyField('visit_id') },
  summary:
    "The product preferences of the open visit touched last (of `category`, when given), and whether the visit's photo is on file.",
  input: customerInput.extend({ category: visitCategory.optional() }),
  invalidInput: invalidInputAs(failedPreferencesRead),
  async handler({ category }, { db, leadId }) {
    const visit = await findCurrentVisit(db, leadId, { category, withSubmitted: true });
    if (!visit) return noVisitInProgress(failedPreferencesRead, category);
    const photos = await db.$count(uploads, eq(uploads.visitId, visit.id));
    return success({ ...preferencesView(visit), photo_on_file: photos > 0 }, '');
  },
});

export const productPreferenceRoutes = [frequency, drug, dosage, hair, sleep, shipFrequency, preferencesRead];
