import { readFile } from 'node:fs/promises';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_MAX_LENGTH, messageTexts } from '@helmsman/domain';
import { messagingFixtures, schema } from '@helmsman/lapi-server/testing';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { readConfig, siteConfigFrom } from '../../config.ts';
import { CSRF_HEADER } from '../../yoga.ts';

let gateway: GatewayHarness;
let alex: string;
let sam: string;
beforeAll(async () => {
  gateway = await startGatewayHarness();
  alex = await gateway.login();
  sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
});
afterAll(() => gateway.close());

const THREAD = `{ messageThread {
  unreadCount
  doctor { name shortName credentials photoUrl bio }
  replyTime { hours source }
  messages { id sender senderName body sentAt readAt attachment { id contentType url } } } }`;

const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) {
  ok error { message fieldErrors { field message } }
  message { id sender senderName body sentAt readAt attachment { id contentType url } } } }`;

interface MessageAnswer {
  id: string;
  sender: 'PATIENT' | 'DOCTOR';
  senderName: string;
  body: string;
  sentAt: string;
  readAt: string | null;
  attachment: { id: string; contentType: string; url: string } | null;
}

interface ThreadAnswer {
  messageThread: {
    unreadCount: number;
    doctor: {
      name: string;
      shortName: string;
      credentials: string;
      photoUrl: string | null;
      bio: string | null;
    } | null;
    replyTime: { hours: number; source: 'DOCTOR' | 'SITE' };
    messages: MessageAnswer[];
  };
}

interface SendAnswer {
  sendMessage: {
    ok: boolean;
    error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
    message: MessageAnswer | null;
  };
}

async function thread(cookie: string) {
  const answer = await gateway.graphql<ThreadAnswer>(THREAD, { cookie });
  if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.messageThread;
}

async function send(cookie: string, input: { body: string; attachmentId?: string }) {
  const answer = await gateway.graphql<SendAnswer>(SEND, { cookie, variables: { input } });
  if (!answer.body.data) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.sendMessage;
}

async function upload(
  file: Blob,
  filename: string,
  { cookie, csrf = true }: { cookie?: string; csrf?: boolean } = {},
): Promise<Response> {
  const form = new FormData();
  form.set('file', file, filename);
  return gateway.app.fetch(
    new Request('http://localhost/attachments', {
      method: 'POST',
      headers: { ...(csrf ? { [CSRF_HEADER]: '1' } : {}), ...(cookie ? { cookie } : {}) },
      body: form,
    }),
  );
}

async function download(url: string, cookie?: string): Promise<Response> {
  return gateway.app.fetch(new Request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} }));
}

const png = () => new Blob([messagingFixtures.TINY_PNG], { type: 'image/png' });

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('Query.messageThread', () => {
  it('requires a session', async () => {
    const answer = await gateway.graphql(THREAD);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("gives alex's thread oldest first, with his doctor and her own reply time, without marking it read", async () => {
    const first = await thread(alex);
    expect(first.messages.map((m) => m.id)).toEqual(['9001', '9002', '9003', '9004']);
    expect(first.messages.map((m) => m.sentAt)).toEqual([...first.messages.map((m) => m.sentAt)].sort());
    expect(first.messages[0]).toMatchObject({ sender: 'PATIENT', senderName: 'Alex Berg', attachment: null });
    expect(first.messages[1]).toMatchObject({ sender: 'DOCTOR', senderName: 'Dr. Maya Lindqvist, MD' });
    // The doctor read alex's messages; her last one is still new to him.
    expect(first.messages[0]?.readAt).not.toBeNull();
    expect(first.messages[3]?.readAt).toBeNull();
    expect(first.unreadCount).toBe(1);
    expect(first.doctor).toMatchObject({
      name: 'Dr. Maya Lindqvist, MD',
      shortName: 'Dr. Lindqvist',
      credentials: 'MD',
      photoUrl: '/images/doctor-maya-lindqvist.webp',
    });
    expect(first.replyTime).toEqual({ hours: 24, source: 'DOCTOR' });

    // A query may be repeated (refetches, prefetches): it must not mark anything read.
    expect((await thread(alex)).unreadCount).toBe(1);
  });

  it('falls back to the site configuration when the legacy API gives no reply time', async () => {
    const samThread = await thread(sam);
    expect(samThread).toMatchObject({ doctor: null, messages: [], replyTime: { hours: 48, source: 'SITE' } });

    // A doctor without a profile has no reply time either.
    const { db } = gateway.database;
    const profiles = await db.select().from(schema.doctorProfiles);
    await db.delete(schema.doctorProfiles);
    try {
      const alexThread = await thread(alex);
      expect(alexThread.doctor).toMatchObject({ name: 'Dr. Maya Lindqvist, MD', photoUrl: null });
      expect(alexThread.replyTime).toEqual({ hours: 48, source: 'SITE' });
    } finally {
      await db.insert(schema.doctorProfiles).values(profiles);
    }
  });
});

describe('the reply-time fallback of the site configuration', () => {
  it('is 48 hours unless SITE_DOCTOR_REPLY_HOURS says otherwise', () => {
    expect(siteConfigFrom(readConfig({})).doctorReplyHours).toBe(48);
    expect(siteConfigFrom(readConfig({ SITE_DOCTOR_REPLY_HOURS: '72' })).doctorReplyHours).toBe(72);
    expect(() => readConfig({ SITE_DOCTOR_REPLY_HOURS: '0' })).toThrow(/SITE_DOCTOR_REPLY_HOURS/);
  });
});

describe('Mutation.markMessagesRead', () => {
  it("marks the doctor's new messages read, once", async () => {
    const mark = 'mutation { markMessagesRead { markedRead } }';
    const fresh = await gateway.login();
    const before = await thread(fresh);
    const unread = before.unreadCount;
    const answer = await gateway.graphql<{ markMessagesRead: { markedRead: number } }>(mark, {
      cookie: fresh,
    });
    expect(answer.body.data?.markMessagesRead.markedRead).toBe(unread);
    const after = await thread(fresh);
    expect(after.unreadCount).toBe(0);
    expect(after.messages.filter((m) => m.sender === 'DOCTOR').every((m) => m.readAt !== null)).toBe(true);
    const again = await gateway.graphql<{ markMessagesRead: { markedRead: number } }>(mark, {
      cookie: fresh,
    });
    expect(again.body.data?.markMessagesRead.markedRead).toBe(0);
  });

  it('requires a session', async () => {
    const answer = await gateway.graphql('mutation { markMessagesRead { markedRead } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Mutation.sendMessage', () => {
  it('sends a trimmed message that then ends the thread', async () => {
    const sent = await send(alex, { body: '  Is it fine to take Sleep Gummies with coffee?  ' });
    expect(sent.ok).toBe(true);
    expect(sent.error).toBeNull();
    expect(sent.message).toMatchObject({
      sender: 'PATIENT',
      senderName: 'Alex Berg',
      body: 'Is it fine to take Sleep Gummies with coffee?',
      readAt: null,
      attachment: null,
    });
    const after = await thread(alex);
    expect(after.messages.at(-1)?.id).toBe(sent.message?.id);
  });

  it('refuses an empty or too long body, and a malformed attachment id, per field', async () => {
    const blank = await send(alex, { body: ' \n ' });
    expect(blank.ok).toBe(false);
    expect(blank.error?.fieldErrors).toEqual([{ field: 'body', message: 'Please write a message.' }]);

    const long = await send(alex, { body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.error?.fieldErrors).toEqual([
      { field: 'body', message: 'Messages can be at most 2,000 characters.' },
    ]);
    expect((await send(alex, { body: 'a'.repeat(MESSAGE_MAX_LENGTH) })).ok).toBe(true);

    for (const attachmentId of ['abc', '-3', '0', '99999999999']) {
      const bad = await send(alex, { body: 'Photo attached', attachmentId });
      expect(bad.error?.fieldErrors).toEqual([
        { field: 'attachmentId', message: messageTexts.attachmentIdInvalid },
      ]);
    }
  });

  it('tells a customer without a doctor when they can write', async () => {
    const sent = await send(sam, { body: 'Hello?' });
    expect(sent).toMatchObject({ ok: false, message: null, error: { message: messageTexts.noDoctor } });
  });

  it("refuses someone else's upload as an attachment", async () => {
    const response = await upload(png(), 'sam.png', { cookie: sam });
    const samUpload = (await response.json()) as { id: string };
    const sent = await send(alex, { body: 'Look at this', attachmentId: samUpload.id });
    expect(sent.ok).toBe(false);
    expect(sent.error?.fieldErrors).toEqual([
      { field: 'attachmentId', message: messageTexts.attachmentInvalid },
    ]);
  });

  it('requires a session', async () => {
    const answer = await gateway.graphql(SEND, { variables: { input: { body: 'hi' } } });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('photo attachments (POST /attachments, GET /attachments/:id)', () => {
  it('stores a PNG, attaches it to a message and serves it only to its owner, never cached by shared caches', async () => {
    const response = await upload(png(), 'rash.png', { cookie: alex });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stored = (await response.json()) as { id: string; contentType: string; size: number; url: string };
    // Stored re-encoded (images/reencode.ts): a PNG still, of its own size.
    expect(stored).toMatchObject({ contentType: 'image/png', size: expect.any(Number) });
    expect(stored.url).toBe(`/attachments/${stored.id}`);

    const sent = await send(alex, { body: 'Here is a photo of it.', attachmentId: stored.id });
    expect(sent.ok).toBe(true);
    expect(sent.message?.attachment).toEqual({ id: stored.id, contentType: 'image/png', url: stored.url });
    expect((await thread(alex)).messages.at(-1)?.attachment?.url).toBe(stored.url);

    const image = await download(stored.url, alex);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(image.headers.get('vary')).toContain('Cookie');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(bytes.length).toBe(stored.size);
    expect([...bytes.slice(0, 8)]).toEqual([...messagingFixtures.TINY_PNG.slice(0, 8)]);

    expect((await download(stored.url)).status).toBe(401);
    // Another customer learns nothing: the same 404 as for an id that does not exist.
    expect((await download(stored.url, sam)).status).toBe(404);
    expect((await download('/attachments/2147483000', alex)).status).toBe(404);
    expect((await download('/attachments/not-a-number', alex)).status).toBe(404);
  });

  it('stores a phone photo without its EXIF: no position, no camera, upright', async () => {
    const photo = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#3a6' } })
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '59/1 19/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '18/1 4/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_home.jpg', {
      cookie: alex,
    });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { url: string };
    const bytes = Buffer.from(await (await download(stored.url, alex)).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('PhoneMaker');
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 10, 30]);
  });

  it("stores an iPhone's HEIC as a JPEG of the same size, without its GPS position or camera", async () => {
    // 600×450, HEVC, with a phone's EXIF (gateway/test/fixtures/make-heic-fixtures.ts).
    const heic = await readFile(new URL('../../../test/fixtures/phone-photo-small.heic', import.meta.url));
    expect(await exifr.gps((await sharp(heic).metadata()).exif as Buffer)).toMatchObject({
      latitude: expect.any(Number),
    });
    // Browsers on Windows and Linux give a .heic file no type: its extension lets it through.
    const response = await upload(new Blob([new Uint8Array(heic)]), 'IMG_0001.HEIC', { cookie: alex });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: string; contentType: string; url: string };
    expect(stored.contentType).toBe('image/jpeg');

    const served = await download(stored.url, alex);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
      'jpeg',
      600,
      450,
      undefined,
    ]);
    expect(await exifr.gps(bytes)).toBeUndefined();
    for (const trace of ['SERIAL-123456', 'PhoneMaker'])
      expect(bytes.toString('latin1')).not.toContain(trace);

    // The message shows it as the JPEG it now is (the browser can draw it; an HEIC it could not).
    const sent = await send(alex, { body: 'The rash this morning', attachmentId: stored.id });
    expect(sent.message?.attachment).toEqual({ id: stored.id, contentType: 'image/jpeg', url: stored.url });
  });

  it('refuses a file that is not a photo, by its declared type, with a clear message', async () => {
    const response = await upload(new Blob(['not an image'], { type: 'text/plain' }), 'notes.txt', {
      cookie: alex,
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: 'UNSUPPORTED_TYPE',
      message: 'Photos must be JPEG, PNG, WebP or HEIC images.',
    });
  });

  it('refuses a file that only claims to be a PNG: the legacy API judges the bytes', async () => {
    const response = await upload(new Blob(['GIF89a, really'], { type: 'image/png' }), 'fake.png', {
      cookie: alex,
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toBe(messageTexts.attachmentType);
  });

  it('refuses a photo over 10 MB with a clear message', async () => {
    const justOver = new Uint8Array(MESSAGE_ATTACHMENT_MAX_BYTES + 1);
    justOver.set(messagingFixtures.TINY_PNG);
    const response = await upload(new Blob([justOver], { type: 'image/png' }), 'huge.png', { cookie: alex });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({ code: 'TOO_LARGE', message: 'Photos can be at most 10 MB.' });
  });

  it('stops a body far over the limit before reading it', async () => {
    const response = await upload(new Blob([new Uint8Array(MESSAGE_ATTACHMENT_MAX_BYTES * 2)]), 'big.png', {
      cookie: alex,
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe(messageTexts.attachmentTooLarge);
  });

  it('refuses an empty file and a form without one', async () => {
    const empty = await upload(new Blob([], { type: 'image/png' }), 'empty.png', { cookie: alex });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(messageTexts.attachmentEmpty);

    const noFile = await gateway.app.fetch(
      new Request('http://localhost/attachments', {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', cookie: alex },
        body: new FormData(),
      }),
    );
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).message).toBe(messageTexts.attachmentMissing);
  });

  it('requires a session and the CSRF header', async () => {
    const anonymous = await upload(png(), 'a.png');
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('UNAUTHENTICATED');
    const crossSite = await upload(png(), 'a.png', { cookie: alex, csrf: false });
    expect(crossSite.status).toBe(403);
  });
});
