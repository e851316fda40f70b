import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { leads } from './account.ts';
import { visits } from './clinical.ts';
import { createdAt } from './columns.ts';

/**
 * The patient's doctor and their thread: doctors, profiles, assignments, messages and uploaded images
 * (resources messaging, doctor, uploads).
 */

export const doctors = pgTable('doctors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 11 }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  credentials: text('credentials').notNull(),
  createdAt: createdAt(),
});

/** The patient's thread with their doctor; read_at null means the recipient has not read it yet. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 9001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Messaging: an image the patient attached (one of their own uploads; see the foreign key below).
    attachmentUploadId: integer('attachment_upload_id'),
  },
  (t) => [
    index('messages_lead_id_sent_at_idx').on(t.leadId, t.sentAt),
    check('messages_sender', sql`${t.sender} in ('patient', 'doctor')`),
    // On (upload, lead), not the upload alone: the database itself refuses another lead's upload.
    foreignKey({
      name: 'messages_attachment_owner_fk',
      columns: [t.attachmentUploadId, t.leadId],
      foreignColumns: [uploads.id, uploads.leadId],
    }),
  ],
);

/** What the patient sees of their doctor besides the name (spec: /doctor), one row per doctor. */
export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    doctorId: integer('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    photoUrl: text('photo_url').notNull(),
    bio: text('bio').notNull(),
    /** What the messages page promises: "your doctor usually replies within N hours". */
    expectedReplyHours: integer('expected_reply_hours').notNull(),
  },
  (t) => [check('doctor_profiles_reply_hours', sql`${t.expectedReplyHours} between 1 and 168`)],
);

/** The lead's doctor: whom /doctor names and whom new patient messages go to. None before a visit. */
export const leadDoctors = pgTable('lead_doctors', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  doctorId: integer('doctor_id')
    .notNull()
    .references(() => doctors.id),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes. Both drivers hand bytea back as a Uint8Array (node-postgres as its subclass Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Images a lead uploaded (for a message or the online visit). In the database, not on disk, so every
 * lapi-server sharing the Postgres serves them. content_type is what the bytes are (sniffed), never
 * what the client claimed; the list of types and the size cap are the API's (resources/uploads.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 60001 }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** A visit's photo or ID: the lead's open visit it was uploaded for (null for a message's photo). */
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of `bytes`: lets a reader check what it got, and operators find duplicates. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_lead_id_idx').on(t.leadId),
    // The target of messages' (attachment_upload_id, lead_id) foreign key.
    unique('uploads_id_lead_id').on(t.id, t.leadId),
    check('uploads_purpose', sql`${t.purpose} in ('message', 'visit')`),
    check('uploads_size', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} = octet_length(${t.bytes})`),
    check('uploads_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
