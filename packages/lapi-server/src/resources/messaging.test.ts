import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer } from '../../test/http.ts';
import { imageFile, tinyPng } from '../../test/images.ts';
import { demo, demoCare } from '../db/demo-data.ts';
import { leadDoctors, messages } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import type { ThreadMessage } from './messaging.ts';

const GET_ALL = '/lapi/messaging/getall/';
const GET_RECENT = '/lapi/messaging/getrecent/';
const SEND = '/lapi/messaging/send/';
const DOCTOR = '/lapi/doctor';
const ALEX_TOKEN = 'alex-messaging-test-token';
const SAM_TOKEN = 'sam-messaging-test-token';
const DOCTOR_NAME = 'Dr. Maya Lindqvist, MD';

interface Thread {
  messages: ThreadMessage[];
  unread_count: number;
  expected_reply_hours?: number | null;
}

function threadOf(answer: LapiAnswer): Thread {
  expect(answer.httpStatus, JSON.stringify(answer.envelope)).toBe(200);
  return answer.envelope.data as Thread;
}

describe.each(backends)('messaging on %s', (backend) => {
  const context = useTestApp(backend);
  const call = (path: string, data: object, token: string) => callLapi(context.app, path, data, { token });
  const uploadAs = async (token: string): Promise<number> => {
    const answer = await callLapi(
      context.app,
      '/lapi/upload_image/',
      { purpose: 'message' },
      { token, encoding: 'multipart', files: { fileToUpload: imageFile(tinyPng) } },
    );
    return (answer.envelope.data as { upload_id: number }).upload_id;
  };

  beforeEach(async () => {
    context.clock.reset();
    await resetDatabase(context.database.db);
    await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_TOKEN);
    await createSessionForTest(context.database.db, demo.sam.leadsId, SAM_TOKEN);
  });

  describe('getall', () => {
    it("answers Alex's whole thread oldest first, with names, times, read state and the expected reply time", async () => {
      const thread = threadOf(await call(GET_ALL, { leads_id: demo.alex.leadsId }, ALEX_TOKEN));
      expect(thread.messages.map((message) => [message.id, message.sender])).toEqual([
        [9001, 'patient'],
        [9002, 'doctor'],
        [9003, 'patient'],
        [9004, 'doctor'],
      ]);
      expect(thread.messages[0]).toEqual({
        id: 9001,
        sender: 'patient',
        sender_name: 'Alex Berg',
        body: expect.stringMatching(/^Hi Dr. Lindqvist, I started the Sleep Gummies/),
        sent_at: '2026-10-05T14:02:00.000Z',
        read_at: '2026-10-05T14:12:00.000Z',
        attachment: null,
      });
      expect(thread.messages[3]).toMatchObject({
        sender_name: DOCTOR_NAME,
        sent_at: '2026-10-06T11:30:00.000Z',
        read_at: null,
      });
      expect(thread.unread_count).toBe(1);
      expect(thread.expected_reply_hours).toBe(demoCare.expectedReplyHours);
    });

    it("marks the doctor's unread messages read: the answer shows them new, the next one read", async () => {
      const first = threadOf(await call(GET_ALL, {}, ALEX_TOKEN));
      expect(first.unread_count).toBe(1);
      const second = threadOf(await call(GET_ALL, {}, ALEX_TOKEN));
      expect(second.unread_count).toBe(0);
      const readAt = second.messages.find((message) => message.id === 9004)?.read_at;
      expect(readAt).toEqual(expect.any(String));
      expect(Math.abs(Date.parse(readAt ?? '') - context.clock.now().getTime())).toBeLessThan(60_000);
      // The patient's own messages are the doctor's to mark; reading the thread leaves them alone.
      const [patientMessage] = await context.database.db.select().from(messages).where(eq(messages.id, 9003));
      expect(patientMessage?.readAt?.toISOString()).toBe('2026-10-06T09:25:00.000Z');
    });

    it('with mark_read false, only looks', async () => {
      threadOf(await call(GET_ALL, { mark_read: false }, ALEX_TOKEN));
      expect(threadOf(await call(GET_ALL, {}, ALEX_TOKEN)).unread_count).toBe(1);
    });

    it('answers 400 to a mark_read that is not a boolean', async () => {
      const answer = await call(GET_ALL, { mark_read: 'yes' }, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope.message).toBe('Invalid request: mark_read must be true or false');
    });

    it('gives Sam, who has no doctor, an empty thread', async () => {
      expect(threadOf(await call(GET_ALL, {}, SAM_TOKEN))).toEqual({
        messages: [],
        unread_count: 0,
        expected_reply_hours: null,
      });
    });
  });

  describe('getrecent', () => {
    it('answers the three newest messages, newest first, without marking anything read', async () => {
      const recent = threadOf(await call(GET_RECENT, {}, ALEX_TOKEN));
      expect(recent.messages.map((message) => message.id)).toEqual([9004, 9003, 9002]);
      expect(recent.unread_count).toBe(1);
      expect(threadOf(await call(GET_RECENT, {}, ALEX_TOKEN)).unread_count).toBe(1);
    });

    it('counts the unread messages of the whole thread, not only of those it shows', async () => {
      expect((await call(SEND, { body: 'Thank you!' }, ALEX_TOKEN)).httpStatus).toBe(200);
      const recent = threadOf(await call(GET_RECENT, { limit: 1 }, ALEX_TOKEN));
      expect(recent.messages.map((message) => message.sender)).toEqual(['patient']);
      expect(recent.unread_count).toBe(1);
      expect(threadOf(await call(GET_RECENT, {}, SAM_TOKEN))).toEqual({ messages: [], unread_count: 0 });
    });

    it('takes a limit from 1 to 20', async () => {
      expect(threadOf(await call(GET_RECENT, { limit: 1 }, ALEX_TOKEN)).messages.map((m) => m.id)).toEqual([
        9004,
      ]);
      expect(threadOf(await call(GET_RECENT, { limit: 20 }, ALEX_TOKEN)).messages).toHaveLength(4);
      for (const [limit, problem] of [
        [0, 'limit must be at least 1'],
        [21, 'limit must be at most 20'],
        [2.5, 'limit must be an integer'],
        ['3', 'limit must be a number'],
      ] as const) {
        const answer = await call(GET_RECENT, { limit }, ALEX_TOKEN);
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope.message).toBe(`Invalid request: ${problem}`);
      }
    });
  });

  describe('send', () => {
    it('stores the trimmed message with the clock time and answers it; the thread then ends with it', async () => {
      const answer = await call(SEND, { body: '  Is it fine to take both at night?  ' }, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: {
          id: expect.any(Number),
          sender: 'patient',
          sender_name: 'Alex Berg',
          body: 'Is it fine to take both at night?',
          sent_at: expect.any(String),
          read_at: null,
          attachment: null,
        },
        message: 'Message sent.',
      });
      const sent = answer.envelope.data as ThreadMessage;
      expect(Math.abs(Date.parse(sent.sent_at) - context.clock.now().getTime())).toBeLessThan(60_000);
      const thread = threadOf(await call(GET_ALL, {}, ALEX_TOKEN));
      expect(thread.messages.at(-1)).toEqual(sent);
      const [row] = await context.database.db.select().from(messages).where(eq(messages.id, sent.id));
      expect(row).toMatchObject({ leadId: demo.alex.leadsId, doctorId: demo.doctor.id, readAt: null });
    });

    it('takes 2000 characters and refuses 2001, and an empty or blank body', async () => {
      expect((await call(SEND, { body: 'x'.repeat(2000) }, ALEX_TOKEN)).httpStatus).toBe(200);
      const before = await context.database.db.$count(messages);
      for (const [body, problem] of [
        ['x'.repeat(2001), 'body must have at most 2000 characters'],
        ['', 'body must not be empty'],
        ['   \n\t ', 'body must not be empty'],
        [42, 'body must be a string'],
        [undefined, 'body is required'],
      ] as const) {
        const answer = await call(SEND, { body }, ALEX_TOKEN);
        expect(answer.httpStatus, String(body)).toBe(400);
        expect(answer.envelope).toEqual({
          status: 'FAILURE',
          data: null,
          message: `Invalid request: ${problem}`,
        });
      }
      expect(await context.database.db.$count(messages)).toBe(before);
    });

    it('attaches one of the patient’s own uploads, shown in every view of the thread', async () => {
      const uploadId = await uploadAs(ALEX_TOKEN);
      const answer = await call(SEND, { body: 'Here is the rash.', attachment_id: uploadId }, ALEX_TOKEN);
      expect(answer.envelope.data).toMatchObject({
        attachment: { upload_id: uploadId, content_type: 'image/png' },
      });
      expect(threadOf(await call(GET_RECENT, { limit: 1 }, ALEX_TOKEN)).messages[0]?.attachment).toEqual({
        upload_id: uploadId,
        content_type: 'image/png',
      });
    });

    it('answers 400 to an attachment_id that names no upload', async () => {
      const answer = await call(SEND, { body: 'Photo attached.', attachment_id: 999_999 }, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope.message).toBe(
        'Invalid request: attachment_id must be the upload_id of one of your uploads',
      );
    });

    it('answers 409 to a patient without a doctor, and stores nothing', async () => {
      const before = await context.database.db.$count(messages);
      const answer = await call(SEND, { body: 'Hello?' }, SAM_TOKEN);
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope).toEqual({
        status: 'FAILURE',
        data: null,
        message: 'No doctor is assigned to you yet: you can message a doctor after an online visit.',
      });
      expect(await context.database.db.$count(messages)).toBe(before);
    });
  });

  describe("one customer cannot read or change another's thread", () => {
    it.each([GET_ALL, GET_RECENT, SEND, DOCTOR])(
      "%s with Sam's token and Alex's leads_id is 403",
      async (path) => {
        const answer = await call(path, { leads_id: demo.alex.leadsId, body: 'Hi' }, SAM_TOKEN);
        expect(answer.httpStatus).toBe(403);
        expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not allowed.' });
      },
    );

    it("never lets Sam attach Alex's upload, even once Sam has a doctor", async () => {
      await context.database.db
        .insert(leadDoctors)
        .values({ leadId: demo.sam.leadsId, doctorId: demo.doctor.id });
      const alexUpload = await uploadAs(ALEX_TOKEN);
      const before = await context.database.db.$count(messages);
      const answer = await call(SEND, { body: 'Look at this', attachment_id: alexUpload }, SAM_TOKEN);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope.message).toBe(
        'Invalid request: attachment_id must be the upload_id of one of your uploads',
      );
      expect(await context.database.db.$count(messages)).toBe(before);
      // Sam's thread starts empty and gets only Sam's own message.
      expect((await call(SEND, { body: 'My first question' }, SAM_TOKEN)).httpStatus).toBe(200);
      const samThread = threadOf(await call(GET_ALL, {}, SAM_TOKEN));
      expect(samThread.messages.map((message) => [message.body, message.sender_name])).toEqual([
        ['My first question', 'Sam Rivera'],
      ]);
    });

    it("refuses, in the database too, a message of Sam's carrying Alex's upload", async () => {
      const alexUpload = await uploadAs(ALEX_TOKEN);
      await expect(
        context.database.db.insert(messages).values({
          leadId: demo.sam.leadsId,
          doctorId: demo.doctor.id,
          sender: 'patient',
          body: 'sneaky',
          attachmentUploadId: alexUpload,
        }),
      ).rejects.toThrow();
    });

    it("leaves Alex's unread messages unread when Sam reads Sam's thread", async () => {
      threadOf(await call(GET_ALL, {}, SAM_TOKEN));
      expect(threadOf(await call(GET_RECENT, {}, ALEX_TOKEN)).unread_count).toBe(1);
    });
  });

  describe('doctor', () => {
    it("answers Alex's doctor with name, credentials, photo, bio and the expected reply time", async () => {
      const answer = await call(DOCTOR, { leads_id: demo.alex.leadsId }, ALEX_TOKEN);
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toEqual({
        id: demo.doctor.id,
        name: DOCTOR_NAME,
        first_name: 'Maya',
        last_name: 'Lindqvist',
        credentials: 'MD',
        photo_url: demoCare.doctorPhotoUrl,
        bio: expect.stringContaining('Dr. Lindqvist'),
        expected_reply_hours: 24,
      });
    });

    it('answers 404 to a lead without a doctor', async () => {
      const answer = await call(DOCTOR, {}, SAM_TOKEN);
      expect(answer.httpStatus).toBe(404);
      expect(answer.envelope).toEqual({
        status: 'FAILURE',
        data: null,
        message: 'No doctor is assigned to this customer yet.',
      });
    });
  });
});
