import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage } from './reencode.ts';

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
