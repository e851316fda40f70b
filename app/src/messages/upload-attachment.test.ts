import { describe, expect, it } from 'vitest';
import { AttachmentUploadError, uploadAttachment } from './upload-attachment.ts';

const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'rash.png', { type: 'image/png' });

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

describe('uploadAttachment', () => {
  it("sends the message's idempotency key as the Idempotency-Key header", async () => {
    const stored = { id: '42', contentType: 'image/png', size: 4, url: '/attachments/42' };
    const { calls, fetchImpl } = answering(201, stored);
    await uploadAttachment(png(), fetchImpl, { idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962' });
    expect(calls[0]?.init.headers).toEqual({
      'x-graphql-yoga-csrf': '1',
      'Idempotency-Key': '3b241101-e2bb-4255-8caf-4136c566a962',
    });
  });

  it('posts the photo as multipart field `file` with the CSRF header and answers the stored upload', async () => {
    const stored = { id: '42', contentType: 'image/png', size: 4, url: '/attachments/42' };
    const { calls, fetchImpl } = answering(201, stored);
    await expect(uploadAttachment(png(), fetchImpl)).resolves.toEqual(stored);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    if (!call) throw new TypeError('no request was made');
    expect(call.url).toBe('/attachments');
    expect(call.init.method).toBe('POST');
    expect(call.init.headers).toEqual({ 'x-graphql-yoga-csrf': '1' });
    expect(call.init.cache).toBe('no-store');
    const sent = (call.init.body as FormData).get('file') as File;
    expect(sent.name).toBe('rash.png');
    expect(sent.size).toBe(4);
  });

  it("passes on the gateway's message for a refused photo", async () => {
    const { fetchImpl } = answering(413, {
      error: { code: 'TOO_LARGE', message: 'Photos can be at most 10 MB.' },
    });
    const failure = await uploadAttachment(png(), fetchImpl).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AttachmentUploadError);
    expect(failure).toMatchObject({
      message: 'Photos can be at most 10 MB.',
      status: 413,
      code: 'TOO_LARGE',
    });
  });

  it('says something useful when the answer is not the gateway’s JSON', async () => {
    const { fetchImpl } = answering(502, '<html>Bad gateway</html>');
    await expect(uploadAttachment(png(), fetchImpl)).rejects.toMatchObject({
      message: 'We could not upload your photo. Please try again.',
      status: 502,
    });
  });

  it('tells a connection problem apart', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(uploadAttachment(png(), fetchImpl)).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('never sends a file the composer would refuse', async () => {
    const { calls, fetchImpl } = answering(201, {});
    const pdf = new File(['%PDF'], 'labs.pdf', { type: 'application/pdf' });
    await expect(uploadAttachment(pdf, fetchImpl)).rejects.toMatchObject({
      code: 'type',
      message: 'Photos must be JPEG, PNG, WebP or HEIC images.',
    });
    expect(calls).toHaveLength(0);
  });

  it("sends the visit's photo with purpose=visit, under the visit's rules (no WebP)", async () => {
    const stored = { id: '43', contentType: 'image/png', size: 4, url: '/attachments/43' };
    const { calls, fetchImpl } = answering(201, stored);
    await expect(uploadAttachment(png(), fetchImpl, { purpose: 'visit' })).resolves.toEqual(stored);
    expect(calls[0]?.url).toBe('/attachments?purpose=visit');

    const webp = new File(['RIFF'], 'me.webp', { type: 'image/webp' });
    await expect(uploadAttachment(webp, fetchImpl, { purpose: 'visit' })).rejects.toMatchObject({
      code: 'type',
      message: 'Your photo must be a JPEG, PNG or HEIC image.',
    });
    expect(calls).toHaveLength(1);
  });
});
