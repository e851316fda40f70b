import { describe, expect, it } from 'vitest';
import { encodeMultipart, LapiClient } from './client.ts';
import { LapiFailure } from './errors.ts';
import { messaging } from './index.ts';
import { json, type SeenRequest, scriptedServer } from './testing/scripted-server.ts';

/** A 1×1 PNG: what a browser would upload. */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4dygMAATYAhcC7ERYAAAAAElFTkSuQmCC',
    'base64',
  ),
);
const session = { leadsId: 1001, token: 'multipart-test-token' };
const photo = { bytes: png, filename: 'rash.png', contentType: 'image/png' };

const server = scriptedServer(
  json(200, {
    status: 'SUCCESS',
    data: { upload_id: 60001, content_type: 'image/png', size: png.length },
    message: 'Upload stored.',
  }),
);

/** The body of a request as a standard multipart parser (undici's) reads it. */
function formOf(request: SeenRequest | undefined): Promise<FormData> {
  if (!request) throw new Error('no request arrived');
  const headers = { 'content-type': request.headers['content-type'] ?? '' };
  return new Response(request.body, { headers }).formData();
}

describe('LapiClient.callMultipart', () => {
  it('posts `data` (sorted JSON with the session lead) and the file as multipart/form-data', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    const stored = await client
      .forSession(session)
      .callMultipart(messaging.uploadImage, { purpose: 'message' }, photo);
    expect(stored).toEqual({ upload_id: 60001, content_type: 'image/png', size: png.length });
    const [request] = server.seen;
    expect(request?.url).toBe('/lapi/upload_image/');
    expect(request?.headers.authorization).toBe('Bearer multipart-test-token');
    expect(request?.headers['content-type']).toMatch(
      /^multipart\/form-data; boundary=helmsman-[0-9a-f]{40}$/,
    );
    const form = await formOf(request);
    expect(form.get('data')).toBe('{"leads_id":1001,"purpose":"message"}');
    const file = form.get('fileToUpload');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('rash.png');
    expect((file as File).type).toBe('image/png');
    expect(Buffer.from(await (file as File).arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    expect(request?.headers['content-length']).toBe(String(request?.body.length));
    await client.close();
  });

  it('sends an idempotency key as the Idempotency-Key header', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    await client.forSession(session).callMultipart(messaging.uploadImage, { purpose: 'message' }, photo, {
      idempotencyKey: '0b7d9a52-3a43-4f7e-a0a1-5c1f3d1f9c2e',
    });
    expect(server.seen[0]?.headers['idempotency-key']).toBe('0b7d9a52-3a43-4f7e-a0a1-5c1f3d1f9c2e');
    await client.close();
  });

  it('sends the same bytes for the same call, and another boundary for another file', async () => {
    const first = encodeMultipart({ purpose: 'visit', leads_id: 1001 }, photo);
    const again = encodeMultipart({ leads_id: 1001, purpose: 'visit' }, { ...photo });
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.contentType).toBe(first.contentType);
    const other = encodeMultipart({ purpose: 'visit', leads_id: 1001 }, { ...photo, bytes: png.subarray(1) });
    expect(other.contentType).not.toBe(first.contentType);
  });

  it('percent-encodes quotes and line breaks in the file name, as browsers do, so parsers read it back', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    await client
      .forSession(session)
      .callMultipart(messaging.uploadImage, {}, { ...photo, filename: 'my "best"\r\nshot.png' });
    const [request] = server.seen;
    if (!request) throw new Error('no request arrived');
    expect(request.body.toString('latin1')).toContain('filename="my %22best%22%0D%0Ashot.png"');
    // and a standard parser reads the name back as given
    expect(((await formOf(request)).get('fileToUpload') as File).name).toBe('my "best"\r\nshot.png');
    await client.close();
  });

  it('takes another field name', async () => {
    const { body, contentType } = encodeMultipart({}, { ...photo, field: 'attachment' });
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    expect(form.get('attachment')).toBeInstanceOf(File);
    expect(form.get('fileToUpload')).toBeNull();
  });

  it('refuses a content type or field name that would break the part headers', () => {
    expect(() => encodeMultipart({}, { ...photo, contentType: 'image/png\r\nX-Evil: 1' })).toThrow(TypeError);
    expect(() => encodeMultipart({}, { ...photo, field: 'a"b' })).toThrow(TypeError);
  });

  it('raises LapiFailure with the status and message of a FAILURE, e.g. 415 for a file that is no image', async () => {
    server.answer = json(415, {
      status: 'FAILURE',
      data: null,
      message: 'Unsupported image: fileToUpload must be a JPEG, PNG, WebP or HEIC image.',
    });
    const client = new LapiClient({ baseUrl: server.baseUrl });
    const error = await client
      .forSession(session)
      .callMultipart(messaging.uploadImage, {}, { ...photo, bytes: new TextEncoder().encode('%PDF-1.7') })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LapiFailure);
    expect(error).toMatchObject({
      httpStatus: 415,
      serverMessage: 'Unsupported image: fileToUpload must be a JPEG, PNG, WebP or HEIC image.',
    });
    await client.close();
  });

  it('refuses a customer call without a session, and keeps public calls free of leads_id', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl });
    expect(() => client.callMultipart(messaging.uploadImage, {}, photo)).toThrow(/customer-scoped/);
    server.answer = json(200, { status: 'SUCCESS', data: { click_id: 400102 }, message: '' });
    await client.callMultipart(messaging.createClick, { token: 'pk' }, photo);
    expect((await formOf(server.seen[0])).get('data')).toBe('{"token":"pk"}');
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
    await client.close();
  });

  it('shares the keep-alive pool with form calls', async () => {
    const client = new LapiClient({ baseUrl: server.baseUrl, connections: 1 });
    const as = client.forSession(session);
    await as.callMultipart(messaging.uploadImage, {}, photo);
    server.answer = json(200, { status: 'SUCCESS', data: [], message: '' });
    await as.call(messaging.statesAllowed, { category: 'ed' });
    await as.callMultipart(messaging.uploadImage, {}, photo).catch(() => undefined);
    expect(server.seen.map((request) => request.headers.connection ?? 'keep-alive')).toEqual([
      'keep-alive',
      'keep-alive',
      'keep-alive',
    ]);
    expect(server.seen[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    await client.close();
  });
});
