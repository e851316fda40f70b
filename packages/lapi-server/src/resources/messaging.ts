import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { doctors, leads, messages, uploads } from '../db/schema.ts';
import { failure, protocolFailures, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { doctorName, findAssignedDoctor } from './doctor.ts';

/**
 * Messaging: the patient's one thread with their doctor.
 *
 * Read state: a doctor's message is read once the patient has opened the thread. `getall` records
 * that (unless `mark_read: false`): legacy clients call nothing else when the messages page opens, so
 * an explicit "mark read" call would leave every message unread for them. `getrecent` (the dashboard
 * preview) never marks anything. A patient message's `read_at` is the doctor's to set; this API
 * has no doctor-side calls, so it changes only in the doctors' own tools (and the seed).
 */

export interface ThreadMessage {
  id: number;
  sender: 'patient' | 'doctor';
  sender_name: string;
  body: string;
  /** ISO 8601, UTC. */
  sent_at: string;
  /** ISO 8601, UTC; null while the recipient has not read it. */
  read_at: string | null;
  attachment: { upload_id: number; content_type: string } | null;
}

interface ThreadQuery {
  order: 'oldest first' | 'newest first';
  limit?: number;
  /** Just this message (if it is in the lead's thread). */
  messageId?: number;
}

/** The lead's messages with sender names and attachments; the other lead's rows never enter the query. */
async function loadThread(
  db: Db,
  leadId: number,
  { order, limit, messageId }: ThreadQuery,
): Promise<ThreadMessage[]> {
  const [patient] = await db
    .select({ firstName: leads.firstName, lastName: leads.lastName })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  const direction = order === 'oldest first' ? asc : desc;
  const query = db
    .select({
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      sentAt: messages.sentAt,
      readAt: messages.readAt,
      attachmentId: uploads.id,
      attachmentType: uploads.contentType,
      doctorFirstName: doctors.firstName,
      doctorLastName: doctors.lastName,
      doctorCredentials: doctors.credentials,
    })
    .from(messages)
    .innerJoin(doctors, eq(doctors.id, messages.doctorId))
    // Joined on the lead too: an attachment shows only if it is the thread owner's own upload.
    .leftJoin(uploads, and(eq(uploads.id, messages.attachmentUploadId), eq(uploads.leadId, messages.leadId)))
    .where(and(eq(messages.leadId, leadId), messageId === undefined ? undefined : eq(messages.id, messageId)))
    .orderBy(direction(messages.sentAt), direction(messages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const patientName = patient ? `${patient.firstName} ${patient.lastName}` : '';
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender === 'doctor' ? 'doctor' : 'patient',
    sender_name:
      row.sender === 'doctor'
        ? doctorName({
            firstName: row.doctorFirstName,
            lastName: row.doctorLastName,
            credentials: row.doctorCredentials,
          })
        : patientName,
    body: row.body,
    sent_at: row.sentAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    attachment:
      row.attachmentId === null || row.attachmentType === null
        ? null
        : { upload_id: row.attachmentId, content_type: row.attachmentType },
  }));
}

/** Doctor's messages the patient has not seen yet. */
async function countUnread(db: Db, leadId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.leadId, leadId), eq(messages.sender, 'doctor'), isNull(messages.readAt)));
  return row?.unread ?? 0;
}

const getAll = defineRoute({
  path: '/lapi/messaging/getall/',
  kind: 'legacy',
  auth: 'customer',
  summary:
    "The lead's whole thread with their doctor, oldest first, with unread_count and the expected reply time; marks the doctor's messages read.",
  input: customerInput.extend({
    /** false: look without marking anything read (a prefetch, a background refresh). */
    mark_read: z.boolean().default(true),
  }),
  async handler({ mark_read }, { db, leadId, clock }) {
    const [thread, doctor] = await Promise.all([
      loadThread(db, leadId, { order: 'oldest first' }),
      findAssignedDoctor(db, leadId),
    ]);
    const unread = thread.filter((message) => message.sender === 'doctor' && message.read_at === null);
    if (mark_read && unread.length > 0) {
      // Exactly the messages this answer shows: one the doctor sends meanwhile stays unread.
      await db
        .update(messages)
        .set({ readAt: clock.now() })
        .where(
          and(
            eq(messages.leadId, leadId),
            inArray(
              messages.id,
              unread.map((message) => message.id),
            ),
            isNull(messages.readAt),
          ),
        );
    }
    // The thread as the patient found it (what is new still has read_at null), so the app can
    // highlight the new messages; the next call shows them read.
    return success(
      {
        messages: thread,
        unread_count: unread.length,
        expected_reply_hours: doctor?.expectedReplyHours ?? null,
      },
      '',
    );
  },
});

const getRecent = defineRoute({
  path: '/lapi/messaging/getrecent/',
  kind: 'legacy',
  auth: 'customer',
  summary: 'The most recent messages of the thread, newest first (limit 1–20, default 3), and unread_count.',
  input: customerInput.extend({ limit: z.int().min(1).max(20).default(3) }),
  async handler({ limit }, { db, leadId }) {
    const [recent, unreadCount] = await Promise.all([
      loadThread(db, leadId, { order: 'newest first', limit }),
      countUnread(db, leadId),
    ]);
    return success({ messages: recent, unread_count: unreadCount }, '');
  },
});

export const MAX_MESSAGE_LENGTH = 2000;

const send = defineRoute({
  path: '/lapi/messaging/send/',
  kind: 'legacy',
  auth: 'customer',
  summary:
    "Sends the patient's message (1–2000 characters, optionally one of their uploads) to their doctor.",
  input: customerInput.extend({
    body: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
    attachment_id: z.int().positive().optional(),
  }),
  async handler({ body, attachment_id }, { db, leadId, clock, logger }) {
    const doctor = await findAssignedDoctor(db, leadId);
    if (!doctor) {
      return failure(
        409,
        'No doctor is assigned to you yet: you can message a doctor after an online visit.',
      );
    }
    if (attachment_id !== undefined) {
      const [own] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, attachment_id), eq(uploads.leadId, leadId)))
        .limit(1);
      // Someone else's upload gets the same answer as a missing one: ids reveal nothing.
      if (!own)
        return failure(400, 'Invalid request: attachment_id must be the upload_id of one of your uploads');
    }
    const [stored] = await db
      .insert(messages)
      .values({
        leadId,
        doctorId: doctor.id,
        sender: 'patient',
        body,
        sentAt: clock.now(),
        attachmentUploadId: attachment_id ?? null,
      })
      .returning({ id: messages.id });
    if (!stored) throw new Error('insert into messages returned no row');
    // Never the body: messages are health data.
    logger.info({ leadId, messageId: stored.id }, 'message sent');
    const [message] = await loadThread(db, leadId, { order: 'newest first', messageId: stored.id });
    if (!message) return protocolFailures.internalError();
    return success(message, 'Message sent.');
  },
});

export const messagingRoutes = [getAll, getRecent, send];
