import {
  defaultSiteConfig,
  replyWindowText,
  type VisitCategory,
  visitCategoryLabels,
} from '@helmsman/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { doctors, leadDoctors, leads, messages } from '../db/schema/index.ts';
import { doctorName, findAssignedDoctor } from './doctor.ts';

/**
 * A paid visit order hands the patient to a doctor: their own if they have one, else the clinic's
 * first doctor, who then opens the visit's thread (issue 14, point 6: "the doctor thread in /messages
 * starts with a first message"). Runs in the order's transaction, so a declined or replayed order
 * posts nothing.
 */

/** The doctor's first message of a visit: the patient by first name, the doctor, the category, when. */
export function visitFirstMessage(options: {
  firstName: string;
  doctor: string;
  category: VisitCategory;
  reviewHours: number;
}): string {
  const visit = visitCategoryLabels[options.category].toLowerCase();
  return (
    `Hi ${options.firstName}, I'm ${options.doctor}, your Helmsman doctor. ` +
    `I will review your ${visit} visit within ${replyWindowText(options.reviewHours)}. ` +
    'If you have any questions in the meantime, you can reply here.'
  );
}

async function doctorOf(tx: Db, leadId: number) {
  const assigned = await findAssignedDoctor(tx, leadId);
  if (assigned) return assigned;
  const [first] = await tx.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
  if (!first) throw new Error('no doctor to assign a visit to');
  await tx.insert(leadDoctors).values({ leadId, doctorId: first.id }).onConflictDoNothing();
  const found = await findAssignedDoctor(tx, leadId);
  if (!found) throw new Error('the assigned doctor was not found');
  return found;
}

/** Assigns a doctor when the patient has none and posts the doctor's first message of the visit. */
export async function welcomeToVisit(tx: Db, leadId: number, category: VisitCategory, now: Date) {
  const doctor = await doctorOf(tx, leadId);
  const [lead] = await tx.select({ firstName: leads.firstName }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new Error(`lead ${leadId} not found`);
  const body = visitFirstMessage({
    firstName: lead.firstName,
    doctor: doctorName(doctor),
    category,
    reviewHours: doctor.expectedReplyHours ?? defaultSiteConfig.doctorReplyHours,
  });
  await tx.insert(messages).values({ leadId, doctorId: doctor.id, sender: 'doctor', body, sentAt: now });
}
