import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { decodeHeic } from './heic.ts';

const fixture = async () =>
  new Uint8Array(await readFile(new URL('../../test/fixtures/phone-photo-small.heic', import.meta.url)));

describe('decoding HEIC in a worker thread', () => {
  it('gives upright RGBA pixels of the image', async () => {
    const decoded = await decodeHeic(await fixture());
    expect([decoded.width, decoded.height, decoded.rgba.length]).toEqual([600, 450, 600 * 450 * 4]);
    // Opaque, and the top left is the sky's blue.
    expect(decoded.rgba[3]).toBe(255);
    expect(decoded.rgba[2]).toBeGreaterThan((decoded.rgba[0] as number) + 30);
  });

  it("rejects what libheif cannot decode with libheif's reason", async () => {
    const heic = await fixture();
    // The header is whole; the image data it points at is missing.
    await expect(decodeHeic(heic.slice(0, 600))).rejects.toThrow(/HEIC decode failed: .+/);
  });

  it('gives up on a decode that takes too long, and the next one still runs', async () => {
    const heic = await fixture();
    await expect(decodeHeic(heic, 1)).rejects.toThrow('HEIC decode took over 1 ms');
    await expect(decodeHeic(heic).then((decoded) => decoded.width)).resolves.toBe(600);
  });
});
