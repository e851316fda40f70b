import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/backends.ts';
import { callLapi, type LapiAnswer, send } from '../../test/http.ts';
import {
  avifHead,
  gifHead,
  heicHead,
  heifMif1Head,
  imageFile,
  jpegHead,
  pdfHead,
  tinyPng,
  webpHead,
} from '../../test/images.ts';
import { demo } from '../db/demo-data.ts';
import { uploads } from '../db/schema/index.ts';
import { createSessionForTest, resetDatabase } from '../db/seed.ts';
import { MAX_UPLOAD_BYTES, sniffImageType } from './uploads.ts';

const UPLOAD = '/lapi/upload_image/';
const READ = '/lapi/upload_image/get/';
const ALEX_TOKEN = 'alex-uploads-test-token';
const SAM_TOKEN = 'sam-uploads-test-token';

describe('sniffImageType', () => {
  it.each([
    ['a real PNG', tinyPng, 'image/png'],
    ['a JPEG', jpegHead, 'image/jpeg'],
    ['a WebP', webpHead, 'image/webp'],
    ['a HEIC (heic brand)', heicHead, 'image/heic'],
    ['a HEIC (mif1 brand, heic compatible)', heifMif1Head, 'image/heic'],
  ])('recognises %s', (_name, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['an AVIF', avifHead],
    ['a GIF', gifHead],
    ['a PDF', pdfHead],
    ['text', new TextEncoder().encode('hello, this is not an image')],
    ['nothing', new Uint8Array()],
    ['a PNG cut short', tinyPng.subarray(0, 7)],
    ['RIFF audio', new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt ')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

/** upload_image as a browser sends it: multipart with `data` and the file field. */
function uploadRequest(token: string, data: object, file?: File | string): Request {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  if (file !== undefined) form.set('fileToUpload', file);
  return new Request(`http://lapi.test${UPLOAD}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

function uploadIdOf(answer: LapiAnswer): number {
  const data = answer.envelope.data as { upload_id?: unknown } | null;
  if (typeof data?.upload_id !== 'number')
    throw new Error(`No upload_id in ${JSON.stringify(answer.envelope)}`);
  return data.upload_id;
}

describe.each(backends)('uploads on %s', (backend) => {
  const context = useTestApp(backend);
  const upload = (token: string, data: object, file?: File | string) =>
    send(context.app, uploadRequest(token, data, file));
  const read = (token: string, data: object) => callLapi(context.app, READ, data, { token });

  beforeAll(async () => {
    await resetDatabase(context.database.db);
  });

  beforeEach(async () => {
    await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_TOKEN);
    await createSessionForTest(context.database.db, demo.sam.leadsId, SAM_TOKEN);
  });

  describe('upload_image', () => {
    it('stores a PNG for the lead with its type, size and SHA-256, and answers its id', async () => {
      const answer = await upload(
        ALEX_TOKEN,
        { leads_id: demo.alex.leadsId, purpose: 'message' },
        imageFile(tinyPng),
      );
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        data: { upload_id: expect.any(Number), content_type: 'image/png', size: tinyPng.length },
        message: 'Upload stored.',
      });
      const [row] = await context.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, uploadIdOf(answer)));
      expect(row).toMatchObject({
        leadId: demo.alex.leadsId,
        purpose: 'message',
        contentType: 'image/png',
        sizeBytes: tinyPng.length,
        sha256: createHash('sha256').update(tinyPng).digest('hex'),
      });
      expect(Buffer.from(row?.bytes ?? []).equals(Buffer.from(tinyPng))).toBe(true);
    });

    it('files an upload without a purpose under the online visit, as the legacy browser client sends it', async () => {
      const answer = await upload(ALEX_TOKEN, {}, imageFile(jpegHead, 'IMG_0001.jpg', 'image/jpeg'));
      const [row] = await context.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, uploadIdOf(answer)));
      expect(row?.purpose).toBe('visit');
    });

    it("links a visit's photo to the open visit touched last; a message's photo to none", async () => {
      const started = await callLapi(
        context.app,
        '/lapi/leads/startprogram',
        { category: 'ed' },
        { token: ALEX_TOKEN },
      );
      const visitId = (started.envelope.data as { visit_id: number }).visit_id;
      const visitPhoto = await upload(ALEX_TOKEN, { purpose: 'visit' }, imageFile(tinyPng));
      const messagePhoto = await upload(ALEX_TOKEN, { purpose: 'message' }, imageFile(tinyPng, 'rash.png'));
      const visitOf = async (answer: LapiAnswer) => {
        const [row] = await context.database.db
          .select({ visitId: uploads.visitId })
          .from(uploads)
          .where(eq(uploads.id, uploadIdOf(answer)));
        return row?.visitId;
      };
      expect(await visitOf(visitPhoto)).toBe(visitId);
      expect(await visitOf(messagePhoto)).toBeNull();
    });

    it.each([
      ['a JPEG', jpegHead, 'image/jpeg'],
      ['a WebP', webpHead, 'image/webp'],
      ['a HEIC', heicHead, 'image/heic'],
    ])('takes %s', async (_name, bytes, type) => {
      const answer = await upload(ALEX_TOKEN, { purpose: 'visit' }, imageFile(bytes, 'upload.bin', ''));
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toMatchObject({ content_type: type, size: bytes.length });
    });

    it('goes by the bytes, not by the file name or the declared type', async () => {
      const disguised = await upload(ALEX_TOKEN, {}, imageFile(tinyPng, 'cat.gif', 'image/gif'));
      expect(disguised.envelope.data).toMatchObject({ content_type: 'image/png' });

      const pretending = await upload(ALEX_TOKEN, {}, imageFile(gifHead, 'photo.jpg', 'image/jpeg'));
      expect(pretending.httpStatus).toBe(415);
      expect(pretending.envelope).toEqual({
        status: 'FAILURE',
        data: null,
        message: 'Unsupported image: fileToUpload must be a JPEG, PNG, WebP or HEIC image.',
      });
    });

    it.each([
      ['a PDF', pdfHead],
      ['an AVIF', avifHead],
      ['a script', new TextEncoder().encode('<script>alert(1)</script>')],
    ])('answers 415 to %s and stores nothing', async (_name, bytes) => {
      const before = await context.database.db.$count(uploads);
      const answer = await upload(ALEX_TOKEN, {}, imageFile(bytes, 'x.png', 'image/png'));
      expect(answer.httpStatus).toBe(415);
      expect(answer.envelope.status).toBe('FAILURE');
      expect(await context.database.db.$count(uploads)).toBe(before);
    });

    it('answers 413 to an image over 10 MB that still fits the body limit', async () => {
      const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
      big.set(tinyPng);
      const answer = await upload(ALEX_TOKEN, {}, imageFile(big));
      expect(answer.httpStatus).toBe(413);
      expect(answer.envelope).toEqual({
        status: 'FAILURE',
        data: null,
        message: 'Image too large: fileToUpload must be at most 10 MB (10485760 bytes).',
      });
    });

    it('answers 413 to a body far over the limit before reading it', async () => {
      const answer = await upload(ALEX_TOKEN, {}, imageFile(new Uint8Array(12 * 1024 * 1024)));
      expect(answer.httpStatus).toBe(413);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Request too large.' });
    });

    it('answers 400 when the file is missing, sent as text or empty', async () => {
      const missing = await upload(ALEX_TOKEN, { purpose: 'message' });
      expect(missing.httpStatus).toBe(400);
      expect(missing.envelope).toEqual({
        status: 'FAILURE',
        data: null,
        message: 'Invalid request: fileToUpload is required (a file field of multipart/form-data)',
      });
      const asText = await upload(ALEX_TOKEN, {}, 'iVBORw0KGgo=');
      expect(asText.httpStatus).toBe(400);
      expect(asText.envelope.message).toContain('fileToUpload is required');
      const empty = await upload(ALEX_TOKEN, {}, imageFile(new Uint8Array()));
      expect(empty.httpStatus).toBe(400);
      expect(empty.envelope.message).toBe('Invalid request: fileToUpload must not be empty');
      const urlencoded = await callLapi(context.app, UPLOAD, {}, { token: ALEX_TOKEN });
      expect(urlencoded.httpStatus).toBe(400);
    });

    it('answers 400 to an unknown purpose', async () => {
      const answer = await upload(ALEX_TOKEN, { purpose: 'selfie' }, imageFile(tinyPng));
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope.message).toBe('Invalid request: purpose must be one of "message", "visit"');
    });

    it('answers 401 without a session and stores nothing', async () => {
      const before = await context.database.db.$count(uploads);
      const answer = await upload('no-such-token-0000000000', {}, imageFile(tinyPng));
      expect(answer.httpStatus).toBe(401);
      expect(await context.database.db.$count(uploads)).toBe(before);
    });
  });

  describe('upload_image/get (extension)', () => {
    it('gives the owner the bytes back, base64, with the sniffed type', async () => {
      const id = uploadIdOf(
        await upload(ALEX_TOKEN, { purpose: 'message' }, imageFile(tinyPng, 'a.webp', 'image/webp')),
      );
      const answer = await read(ALEX_TOKEN, { upload_id: id });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toEqual({
        upload_id: id,
        purpose: 'message',
        content_type: 'image/png',
        size: tinyPng.length,
        sha256: createHash('sha256').update(tinyPng).digest('hex'),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        base64: Buffer.from(tinyPng).toString('base64'),
      });
    });

    it('answers 404 to an id that does not exist', async () => {
      const answer = await read(ALEX_TOKEN, { upload_id: 999_999 });
      expect(answer.httpStatus).toBe(404);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not found.' });
    });

    it('answers 400 to a missing or malformed upload_id', async () => {
      expect((await read(ALEX_TOKEN, {})).envelope.message).toBe('Invalid request: upload_id is required');
      expect((await read(ALEX_TOKEN, { upload_id: '60001' })).envelope.message).toBe(
        'Invalid request: upload_id must be a number',
      );
    });
  });

  describe("one customer cannot read another's uploads", () => {
    it("answers Sam 404 for Alex's upload, exactly as for one that does not exist", async () => {
      const id = uploadIdOf(await upload(ALEX_TOKEN, {}, imageFile(tinyPng)));
      const answer = await read(SAM_TOKEN, { upload_id: id });
      expect(answer.httpStatus).toBe(404);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not found.' });
      expect(JSON.stringify(answer.envelope)).not.toContain(Buffer.from(tinyPng).toString('base64'));
    });

    it("refuses Sam naming Alex's leads_id, for the upload and the read (403)", async () => {
      const before = await context.database.db.$count(uploads);
      const stored = await upload(SAM_TOKEN, { leads_id: demo.alex.leadsId }, imageFile(tinyPng));
      expect(stored.httpStatus).toBe(403);
      expect(await context.database.db.$count(uploads)).toBe(before);
      const id = uploadIdOf(await upload(ALEX_TOKEN, {}, imageFile(tinyPng)));
      const answer = await read(SAM_TOKEN, { leads_id: demo.alex.leadsId, upload_id: id });
      expect(answer.httpStatus).toBe(403);
      expect(answer.envelope).toEqual({ status: 'FAILURE', data: null, message: 'Not allowed.' });
    });

    it("stores Sam's upload as Sam's, whatever Alex uploaded", async () => {
      const id = uploadIdOf(await upload(SAM_TOKEN, {}, imageFile(jpegHead, 'me.jpg', 'image/jpeg')));
      const [row] = await context.database.db.select().from(uploads).where(eq(uploads.id, id));
      expect(row?.leadId).toBe(demo.sam.leadsId);
      expect((await read(ALEX_TOKEN, { upload_id: id })).httpStatus).toBe(404);
      expect((await read(SAM_TOKEN, { upload_id: id })).httpStatus).toBe(200);
    });
  });
});
