import sharp from 'sharp';

/**
 * A photo as the shop stores it: decoded and encoded again, turned upright by its EXIF orientation,
 * and without any metadata (sharp keeps none unless asked): no GPS position of the patient's home,
 * no camera serial, no embedded thumbnail of the uncropped original. Re-encoding also means only
 * pixels reach the legacy API and the doctor's browser, never a crafted file that merely starts like
 * an image.
 */
export type Reencoded =
  | { kind: 'image'; bytes: Uint8Array; contentType: string }
  /** HEIC (HEVC) is not decodable with sharp's prebuilt libvips: stored as sent (docs/decisions.md). */
  | { kind: 'passThrough' }
  | { kind: 'unreadable' };

/** Formats sharp decodes and encodes, by what the bytes are (never by the declared type). */
const ENCODINGS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Encoding = keyof typeof ENCODINGS;

/** Larger than any phone camera (50 MP) and small enough that decoding stays bounded in memory. */
const MAX_PIXELS = 60_000_000;

export async function reencodeImage(bytes: Uint8Array): Promise<Reencoded> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata());
  } catch {
    return { kind: 'unreadable' };
  }
  if (format === 'heif') return { kind: 'passThrough' };
  if (format === undefined || !(format in ENCODINGS)) return { kind: 'unreadable' };
  const encoding = format as Encoding;
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .toFormat(encoding, encoding === 'png' ? {} : { quality: 88 })
      .toBuffer();
    return { kind: 'image', bytes: new Uint8Array(output), contentType: ENCODINGS[encoding] };
  } catch {
    return { kind: 'unreadable' };
  }
}
