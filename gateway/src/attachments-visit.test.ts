import { visitPhotoTexts } from '@helmsman/domain';
import { messagingFixtures } from '@helmsman/lapi-server/testing';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test/harness.ts';
import { attachmentsApp } from './attachments.ts';
import { RATE_LIMITS } from './rate-limit/limits.ts';
import { createMemoryRateLimits } from './rate-limit/rate-limits.ts';
import { CSRF_HEADER } from './yoga.ts';

/**
 * The online visit's photo or ID (POST /attachments?purpose=visit): the message photo's route, under
 * the visit's type and size rules, sharing its rate limits. Two uploads a day per customer here.
 */

let gateway: GatewayHarness;
let alex: string;
beforeAll(async () => {
  gateway = await startGatewayHarness({
    rateLimits: createMemoryRateLimits({
      table: { ...RATE_LIMITS, uploadsPerCustomer: { points: 2, seconds: 24 * 3600 } },
    }),
  });
  alex = await gateway.login();
});
afterAll(() => gateway.close());

function post(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  query: string,
  file: Blob,
  name: string,
) {
  const form = new FormData();
  form.set('file', file, name);
  return app.fetch(
    new Request(`http://localhost/attachments${query}`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1', cookie: alex },
      body: form,
    }),
  );
}

const uploadVisitPhoto = (file: Blob, name: string) => post(gateway.app, '?purpose=visit', file, name);

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

const png = () => new Blob([messagingFixtures.TINY_PNG], { type: 'image/png' });

describe('the visit photo (POST /attachments?purpose=visit)', () => {
  it("refuses WebP, other types and an unknown purpose with the visit's own message, before counting", async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
      .webp()
      .toBuffer();
    const declared = await uploadVisitPhoto(
      new Blob([new Uint8Array(webp)], { type: 'image/webp' }),
      'me.webp',
    );
    expect(declared.status).toBe(415);
    expect(await errorOf(declared)).toEqual({ code: 'UNSUPPORTED_TYPE', message: visitPhotoTexts.type });
    // Named and typed as a PNG, but the bytes are WebP: the re-encoded type decides.
    const disguised = await uploadVisitPhoto(
      new Blob([new Uint8Array(webp)], { type: 'image/png' }),
      'me.png',
    );
    expect(disguised.status).toBe(415);
    expect((await errorOf(disguised)).message).toBe('Your photo must be a JPEG, PNG or HEIC image.');

    const pdf = await uploadVisitPhoto(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'id.pdf');
    expect((await errorOf(pdf)).message).toBe(visitPhotoTexts.type);

    const unknown = await post(gateway.app, '?purpose=profile', png(), 'me.png');
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).code).toBe('BAD_PURPOSE');
  });

  it('refuses an empty photo and a form without one in its own words', async () => {
    const empty = await uploadVisitPhoto(new Blob([], { type: 'image/png' }), 'me.png');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(visitPhotoTexts.empty);
  });

  it('stores a PNG for the visit, kept as a visit upload, and shares the message photos’ daily quota', async () => {
    const stored = await uploadVisitPhoto(png(), 'me.png');
    expect(stored.status).toBe(201);
    expect(stored.headers.get('cache-control')).toBe('no-store');
    const { id, contentType } = (await stored.json()) as { id: string; contentType: string };
    expect(contentType).toBe('image/png');
    const { rows } = (await gateway.database.db.execute(
      `select purpose from uploads where id = ${Number(id)}`,
    )) as unknown as { rows: { purpose: string }[] };
    expect(rows[0]?.purpose).toBe('visit');

    expect((await post(gateway.app, '', png(), 'rash.png')).status).toBe(201);
    const third = await uploadVisitPhoto(png(), 'me.png');
    expect(third.status).toBe(429);
    expect((await errorOf(third)).code).toBe('RATE_LIMITED');
  });

  it('is refused while the onlineVisit feature is off; message photos still go', async () => {
    const app = attachmentsApp({
      lapi: gateway.lapi,
      logger: pino({ level: 'silent' }),
      rateLimits: createMemoryRateLimits(),
      clientIp: () => '203.0.113.90',
      onlineVisit: false,
    });
    const refused = await post(app, '?purpose=visit', png(), 'me.png');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('FORBIDDEN');
    expect((await post(app, '', png(), 'rash.png')).status).toBe(201);
  });
});
