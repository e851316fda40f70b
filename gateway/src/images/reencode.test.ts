import { readFile } from 'node:fs/promises';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage } from './reencode.ts';

/**
 * An iPhone-sized HEIC (4032×3024, HEVC) of a drawn outdoor scene, with a phone's EXIF: GPS position,
 * make, model, body serial. Made by gateway/test/fixtures/make-heic-fixtures.ts; 18 KB.
 */
const heicFixture = async () =>
  new Uint8Array(await readFile(new URL('../../test/fixtures/phone-photo-12mp.heic', import.meta.url)));

/** A photo as a phone takes it: EXIF with a GPS position, a camera serial, and an orientation. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp', orientation = 1): Promise<Uint8Array> {
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD2: { BodySerialNumber: 'SERIAL-123456' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toFormat(format);
  return new Uint8Array(await image.toBuffer());
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('re-encoding an uploaded photo', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps a %s photo in its format, with no metadata left at all',
    async (format) => {
      const original = await phonePhoto(format);
      expect(text(original)).toContain('SERIAL-123456');
      expect((await sharp(original).metadata()).exif).toBeDefined();

      const result = await reencodeImage(original);
      if (result.kind !== 'image') throw new Error(`expected an image, got ${result.kind}`);
      expect(result.contentType).toBe(`image/${format}`);
      const metadata = await sharp(result.bytes).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      for (const trace of ['SERIAL-123456', 'PhoneMaker', 'Phone 15'])
        expect(text(result.bytes)).not.toContain(trace);
    },
  );

  it('turns the photo upright by its EXIF orientation before the orientation is dropped', async () => {
    // Orientation 6: the camera was held sideways; a viewer rotates 90° clockwise.
    const result = await reencodeImage(await phonePhoto('jpeg', 6));
    if (result.kind !== 'image') throw new Error(`expected an image, got ${result.kind}`);
    const { width, height, orientation } = await sharp(result.bytes).metadata();
    expect([width, height, orientation]).toEqual([20, 40, undefined]);
  });

  it('makes an HEIC a JPEG of the same size, with the GPS position and every other metadata gone', async () => {
    const original = await heicFixture();
    const before = await sharp(original).metadata();
    expect([before.format, before.compression, before.width, before.height]).toEqual([
      'heif',
      'hevc',
      4032,
      3024,
    ]);
    // exifr reads the EXIF that sharp finds in the HEIC's Exif item: the position is there to remove.
    expect(await exifr.gps(before.exif as Buffer)).toEqual({
      latitude: expect.closeTo(59.3167, 3),
      longitude: expect.closeTo(18.0667, 3),
    });
    expect(text(original)).toContain('SERIAL-123456');

    const result = await reencodeImage(original);
    if (result.kind !== 'image') throw new Error(`expected an image, got ${result.kind}`);
    expect(result.contentType).toBe('image/jpeg');
    const after = await sharp(result.bytes).metadata();
    expect([after.format, after.width, after.height]).toEqual(['jpeg', 4032, 3024]);
    expect([after.exif, after.xmp, after.icc, after.iptc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(await exifr.gps(Buffer.from(result.bytes))).toBeUndefined();
    for (const trace of ['SERIAL-123456', 'PhoneMaker', 'Phone 15'])
      expect(text(result.bytes)).not.toContain(trace);

    // The same picture: blue sky at the top, green hill at the bottom.
    const mean = async (top: number) => {
      // stats() reads its input, not the pipeline's output: the region is cut out first.
      const region = await sharp(result.bytes)
        .extract({ left: 100, top, width: 400, height: 200 })
        .toBuffer();
      const { channels } = await sharp(region).stats();
      return channels.map((channel) => Math.round(channel.mean));
    };
    const [skyRed, , skyBlue] = await mean(100);
    expect(skyBlue).toBeGreaterThan((skyRed as number) + 50);
    // The near hill is one flat colour in the scene, #276749.
    const hill = await mean(2800);
    [39, 103, 73].forEach((channel, i) => {
      expect(Math.abs((hill[i] as number) - channel)).toBeLessThanOrEqual(8);
    });
  });

  it('refuses an AVIF (HEIF with AV1) and an HEIC whose image data is cut off', async () => {
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
      .avif()
      .toBuffer();
    expect((await sharp(avif).metadata()).compression).toBe('av1');
    expect((await reencodeImage(new Uint8Array(avif))).kind).toBe('unreadable');
    const heic = await heicFixture();
    expect((await reencodeImage(heic.slice(0, heic.length - 4096))).kind).toBe('unreadable');
  });

  it('judges the bytes, not the name or declared type: anything else is unreadable', async () => {
    expect((await reencodeImage(new TextEncoder().encode('<svg onload="alert(1)"/>'))).kind).toBe(
      'unreadable',
    );
    const jpeg = await phonePhoto('jpeg');
    expect((await reencodeImage(jpeg.slice(0, 40))).kind).toBe('unreadable');
    const gif = new Uint8Array(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
    );
    expect((await reencodeImage(gif)).kind).toBe('unreadable');
  });
});
