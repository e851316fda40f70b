import { createHash } from 'node:crypto';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import {
  clicks,
  doctorProfiles,
  doctors,
  leadDoctors,
  messages,
  statesAllowed,
  stateWaitlist,
  uploads,
} from '../db/schema/index.ts';
import { doctorName } from './doctor.ts';

/**
 * Test and pact provider-state helpers for messaging, leads and uploads (exported as
 * `messagingFixtures`). Each one makes its sentence true whatever the database held before (upsert,
 * delete), or throws saying why it cannot. Never wired to a route: they bypass every check.
 */

/** A real 1×1 PNG (#FEC256): the bytes of uploads that states create. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4dygMAATYAhcC7ERYAAAAAElFTkSuQmCC',
    'base64',
  ),
);

/** Assigns the doctor named 'Dr. First Last, Credentials' to the lead, with this reply time. */
export async function assignDoctorForTest(
  db: Db,
  leadId: number,
  name: string,
  expectedReplyHours: number,
): Promise<void> {
  const all = await db.select().from(doctors).orderBy(asc(doctors.id));
  const doctor = all.find((candidate) => doctorName(candidate) === name);
  if (!doctor) throw new Error(`no doctor is named ${name}`);
  await db
    .insert(leadDoctors)
    .values({ leadId, doctorId: doctor.id })
    .onConflictDoUpdate({ target: leadDoctors.leadId, set: { doctorId: doctor.id } });
  const [profile] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.doctorId, doctor.id));
  if (!profile) throw new Error(`${name} has no profile (photo, bio) in doctor_profiles`);
  if (profile.expectedReplyHours !== expectedReplyHours) {
    await db.update(doctorProfiles).set({ expectedReplyHours }).where(eq(doctorProfiles.doctorId, doctor.id));
  }
}

export async function removeDoctorForTest(db: Db, leadId: number): Promise<void> {
  await db.delete(leadDoctors).where(eq(leadDoctors.leadId, leadId));
}

export interface ExpectedMessage {
  id: number;
  sender: 'patient' | 'doctor';
  /** Whether the recipient has read it. */
  read: boolean;
}

/**
 * Checks that the lead's thread is exactly these messages, oldest first, and sets each one's read
 * state as given (a message read earlier, e.g. by a previous getall, is unread again).
 */
export async function requireThreadForTest(
  db: Db,
  leadId: number,
  expected: readonly ExpectedMessage[],
): Promise<void> {
  const rows = await db
    .select({ id: messages.id, sender: messages.sender, sentAt: messages.sentAt })
    .from(messages)
    .where(eq(messages.leadId, leadId))
    .orderBy(asc(messages.sentAt), asc(messages.id));
  const actual = rows.map((row) => `${row.id}:${row.sender}`).join(', ');
  const wanted = expected.map((message) => `${message.id}:${message.sender}`).join(', ');
  if (actual !== wanted) throw new Error(`the thread of lead ${leadId} is [${actual}], not [${wanted}]`);
  for (const [index, message] of expected.entries()) {
    const sentAt = rows[index]?.sentAt ?? new Date();
    await db
      .update(messages)
      .set({ readAt: message.read ? new Date(sentAt.getTime() + 10 * 60_000) : null })
      .where(eq(messages.id, message.id));
  }
}

/** An upload (TINY_PNG) with this id, belonging to the lead. */
export async function putUploadForTest(db: Db, leadId: number, uploadId: number): Promise<void> {
  const row = {
    leadId,
    purpose: 'message',
    contentType: 'image/png',
    sizeBytes: TINY_PNG.length,
    sha256: createHash('sha256').update(TINY_PNG).digest('hex'),
    bytes: TINY_PNG,
  };
  await db
    .insert(uploads)
    .values({ id: uploadId, ...row })
    .onConflictDoUpdate({ target: uploads.id, set: row });
}

/** A click with this id, claimed by the lead, newer than any other of theirs. */
export async function putClickForTest(db: Db, leadId: number, clickId: number): Promise<void> {
  const row = { leadId, a: 'helmsman', createdAt: new Date() };
  await db
    .insert(clicks)
    .values({ id: clickId, ...row })
    .onConflictDoUpdate({ target: clicks.id, set: row });
}

/** The clinic treats `category` in exactly these states (USPS codes). */
export async function setStatesAllowedForTest(
  db: Db,
  category: string,
  states: readonly string[],
): Promise<void> {
  if (states.length === 0) {
    await db.delete(statesAllowed).where(eq(statesAllowed.category, category));
    return;
  }
  await db
    .delete(statesAllowed)
    .where(and(eq(statesAllowed.category, category), notInArray(statesAllowed.state, [...states])));
  await db
    .insert(statesAllowed)
    .values(states.map((state) => ({ category, state })))
    .onConflictDoNothing();
}

/** `email` is on the wait list of `category` in `state` (/click/statewaitlist/). */
export async function putOnStateWaitlistForTest(
  db: Db,
  category: string,
  state: string,
  email: string,
): Promise<void> {
  await db.insert(stateWaitlist).values({ category, state, email }).onConflictDoNothing();
}
