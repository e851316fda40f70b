import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { leads, subscriptions, weightMeasurements } from '../db/schema/index.ts';
import type { PostalAddress } from './account-fields.ts';
import { SKY_GLP } from './measurements.ts';

/**
 * Puts a customer's account in a chosen state, for tests and pact provider states (never for the API
 * itself). Each function makes its sentence true whatever the data held before (upsert, overwrite).
 */

export { createEmailChangeForTest } from './contact-change.ts';
export { createResetForTest } from './password-reset.ts';
export { createSmsCodeForTest } from './sms-auth.ts';

/** Names, phone ('(512) 555-0142') and date of birth ('MM/DD/YYYY', or null). */
export async function setProfile(
  db: Db,
  leadId: number,
  profile: {
    firstName: string;
    lastName: string;
    phone: string | null;
    dob: string | null;
    /** Whether the phone was proved with a texted code; unchanged when absent. */
    phoneVerified?: boolean;
  },
): Promise<void> {
  const dob =
    profile.dob === null
      ? null
      : `${profile.dob.slice(6)}-${profile.dob.slice(0, 2)}-${profile.dob.slice(3, 5)}`;
  const [updated] = await db
    .update(leads)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      dob,
      ...(profile.phoneVerified !== undefined && {
        phoneVerifiedAt: profile.phoneVerified ? new Date('2026-01-15T10:04:00Z') : null,
      }),
    })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  if (!updated) throw new Error(`No lead ${leadId}`);
}

/** Shipping address, and a billing address of its own (null: the same as shipping). */
export async function setAddresses(
  db: Db,
  leadId: number,
  shipping: PostalAddress,
  billing: PostalAddress | null,
): Promise<void> {
  const [updated] = await db
    .update(leads)
    .set({
      ...shipping,
      billingAddress: billing?.address ?? null,
      billingAddress2: billing?.address2 ?? '',
      billingCity: billing?.city ?? null,
      billingState: billing?.state ?? null,
      billingZip: billing?.zip ?? null,
    })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  if (!updated) throw new Error(`No lead ${leadId}`);
}

/** The weight log holds exactly these weigh-ins ('YYYY-MM-DD', pounds with at most one decimal). */
export async function setWeighIns(
  db: Db,
  leadId: number,
  weighIns: readonly { measuredOn: string; weightLbs: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(weightMeasurements).where(eq(weightMeasurements.leadId, leadId));
    if (weighIns.length === 0) return;
    await tx.insert(weightMeasurements).values(
      weighIns.map(({ measuredOn, weightLbs }) => ({
        leadId,
        measuredOn,
        weightTenthsLbs: Math.round(weightLbs * 10),
      })),
    );
  });
}

/** No active SKY GLP subscription: any the customer has is cancelled. */
export async function leaveSkyGlp(db: Db, leadId: number): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'cancelled' })
    .where(and(eq(subscriptions.leadId, leadId), eq(subscriptions.category, SKY_GLP)));
}

/** No account has this (case-insensitive) e-mail: one that has it is deleted, with everything of it. */
export async function removeAccountWithEmail(db: Db, email: string): Promise<void> {
  await db.delete(leads).where(eq(leads.email, email.trim().toLowerCase()));
}
