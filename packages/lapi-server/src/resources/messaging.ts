import { and, asc, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { doctors, leads, messages, uploads } from '../db/schema/index.ts';
import { replyField } from '../http/audit.ts';
import { failure, protocolFailures, success } from '../http/envelope.ts';
import { customerInput, databaseId } from '../http/input.ts';
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

const unreadMessages = alias(messages, 'unread_messages');

/**
 * The lead's thread: each message with its sender's names and its attachment, and on every row the
 * lead's unread count (doctor's messages the patient has not seen yet), so that getrecent is one
 * statement (three queries before: the patient's name, the messages, the count). The count is an
 * uncorrelated subquery: Postgres counts once, over the whole thread, not just the rows shown. The
 * other lead's rows never enter the query.
 */
function selectThread(db: Db, leadId: number | Placeholder, only?: SQL) {
  return (
    db
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
        patientFirstName: leads.firstName,
        patientLastName: leads.lastName,
        unreadCount: sql<number>`(select count(*)::int from ${messages} as ${unreadMessages}
          where ${unreadMessages.leadId} = ${leadId}
            and ${unreadMessages.sender} = 'doctor' and ${unreadMessages.readAt} is null)`,
      })
      .from(messages)
      .innerJoin(doctors, eq(doctors.id, messages.doctorId))
      .innerJoin(leads, eq(leads.id, messages.leadId))
      // Joined on the lead too: an attachment shows only if it is the thread owner's own upload.
      .leftJoin(
        uploads,
        and(eq(uploads.id, messages.attachmentUploadId), eq(uploads.leadId, messages.leadId)),
      )
      .where(and(eq(messages.leadId, leadId), only))
  );
}

type ThreadRow = Awaited<ReturnType<typeof selectThread>>[number];

function threadMessage(row: ThreadRow): ThreadMessage {
  return {
    id: row.id,
    sender: row.sender === 'doctor' ? 'doctor' : 'patient',
    sender_name:
      row.sender === 'doctor'
        ? doctorName({
            firstName: row.doctorFirstName,
            lastName: row.doctorLastName,
            credentials: row.doctorCredentials,
          })
        : `${row.patientFirstName} ${row.patientLastName}`,
    body: row.body,
    sent_at: row.sentAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    attachment:
      row.attachmentId === null || row.attachmentType === null
        ? null
        : { upload_id: row.attachmentId, content_type: row.attachmentType },
  };
}

async function loadThread(
  db: Db,
  leadId: number,
  { order, limit, messageId }: ThreadQuery,
): Promise<ThreadMessage[]> {
  const direction = order === 'oldest first' ? asc : desc;
  const query = selectThread(
    db,
    leadId,
    messageId === undefined ? undefined : eq(messages.id, messageId),
  ).orderBy(direction(messages.sentAt), direction(messages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(threadMessage);
}

/** getrecent, prepared: the Shell asks it on every page for the unread badge. */
const recentMessagesQuery = preparedPerDatabase('recent_messages', (db) =>
  selectThread(db, sql.placeholder('leadId'))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(sql.placeholder('limit')),
);

const getAll = defineRoute({
  path: '/lapi/messaging/getall/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'messages', action: 'read' },
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
  audit: { resource: 'messages', action: 'read' },
  summary: 'The most recent messages of the thread, newest first (limit 1–20, default 3), and unread_count.',
  input: customerInput.extend({ limit: z.int().min(1).max(20).default(3) }),
  async handler({ limit }, { db, leadId }) {
    const rows = await recentMessagesQuery(db).execute({ leadId, limit });
    // A lead without messages gets no row, and has nothing unread.
    return success({ messages: rows.map(threadMessage), unread_count: rows[0]?.unreadCount ?? 0 }, '');
  },
});

export const MAX_MESSAGE_LENGTH = 2000;

const send = defineRoute({
  path: '/lapi/messaging/send/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'messages', action: 'create', id: replyField('id') },
  summary:
    "Sends the patient's message (1–2000 characters, optionally one of their uploads) to their doctor.",
  input: customerInput.extend({
    body: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
    attachment_id: databaseId.optional(),
  }),
  // A resent message (a retry after a timeout) reaches the doctor once.
  idempotent: true,
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
