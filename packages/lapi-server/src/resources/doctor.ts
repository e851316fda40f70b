import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { doctorProfiles, doctors, leadDoctors } from '../db/schema/index.ts';
import { failure, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';

/** The lead's doctor: who answers their messages and how soon. */

/** 'Dr. Maya Lindqvist, MD': how the customer area names a doctor everywhere. */
export function doctorName(doctor: { firstName: string; lastName: string; credentials: string }): string {
  return `Dr. ${doctor.firstName} ${doctor.lastName}, ${doctor.credentials}`;
}

export interface AssignedDoctor {
  id: number;
  firstName: string;
  lastName: string;
  credentials: string;
  /** Null for a doctor without a profile (e.g. added to the doctors table by hand). */
  photoUrl: string | null;
  bio: string | null;
  expectedReplyHours: number | null;
}

/** Null when the lead has no doctor yet (no online visit). */
export async function findAssignedDoctor(db: Db, leadId: number): Promise<AssignedDoctor | null> {
  const [row] = await db
    .select({
      id: doctors.id,
      firstName: doctors.firstName,
      lastName: doctors.lastName,
      credentials: doctors.credentials,
      photoUrl: doctorProfiles.photoUrl,
      bio: doctorProfiles.bio,
      expectedReplyHours: doctorProfiles.expectedReplyHours,
    })
    .from(leadDoctors)
    .innerJoin(doctors, eq(doctors.id, leadDoctors.doctorId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.doctorId, doctors.id))
    .where(eq(leadDoctors.leadId, leadId))
    .limit(1);
  return row ?? null;
}

export const NO_DOCTOR_MESSAGE = 'No doctor is assigned to this customer yet.';

const doctor = defineRoute({
  path: '/lapi/doctor',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: "The lead's doctor: name, credentials, photo, bio and how soon they usually reply.",
  input: customerInput,
  async handler(_input, { db, leadId }) {
    const found = await findAssignedDoctor(db, leadId);
    if (!found) return failure(404, NO_DOCTOR_MESSAGE);
    return success(
      {
        id: found.id,
        name: doctorName(found),
        first_name: found.firstName,
        last_name: found.lastName,
        credentials: found.credentials,
        photo_url: found.photoUrl,
        bio: found.bio,
        expected_reply_hours: found.expectedReplyHours,
      },
      '',
    );
  },
});

export const doctorRoutes = [doctor];
