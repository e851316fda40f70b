import sharp, { type Metadata } from 'sharp';
import { decodeHeic } from './heic.ts';

/**
 * A photo as the shop stores it: decoded and encoded again, turned upright by its EXIF orientation,
 * and without any metadata (sharp keeps none unless asked): no GPS position of the patient's home,
 * no camera serial, no embedded thumbnail of the uncropped original. Re-encoding also means only
 * pixels reach the legacy API and the doctor's browser, never a crafted file that merely starts like
 * an image. An iPhone's HEIC becomes a JPEG: sharp's prebuilt libvips cannot decode HEVC, so libheif
 * (WebAssembly, heic-decode) decodes it in a worker thread, and sharp encodes the pixels (heic.ts).
 */
export type Reencoded = { kind: 'image'; bytes: Uint8Array; contentType: string } | { kind: 'unreadable' };

/** Formats sharp decodes and encodes, by what the bytes are (never by the declared type). */
const ENCODINGS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Encoding = keyof typeof ENCODINGS;

/** Larger than any phone camera (50 MP) and small enough that decoding stays bounded in memory. */
const MAX_PIXELS = 60_000_000;

const JPEG_QUALITY = 88;

const unreadable: Reencoded = { kind: 'unreadable' };

export async function reencodeImage(bytes: Uint8Array): Promise<Reencoded> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return { kind: 'unreadable' };
  }
  const { format } = metadata;
  // HEIF holds HEVC (HEIC, what iPhones save) or AV1 (AVIF, not one of the accepted types).
  if (format === 'heif') return metadata.compression === 'hevc' ? reencodeHeic(bytes, metadata) : unreadable;
  if (format === undefined || !(format in ENCODINGS)) return { kind: 'unreadable' };
  const encoding = format as Encoding;
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .toFormat(encoding, encoding === 'png' ? {} : { quality: JPEG_QUALITY })
      .toBuffer();
    return { kind: 'image', bytes: new Uint8Array(output), contentType: ENCODINGS[encoding] };
  } catch {
    return { kind: 'unreadable' };
  }
}

/**
 * HEIC as JPEG, the same size and upright (libheif applies the file's rotation and mirroring), with
 * no metadata. The colour profile is not carried over: the pixels are taken as sRGB, so a Display P3
 * photo comes out a little less saturated (docs/decisions.md).
 */
async function reencodeHeic(bytes: Uint8Array, { width, height }: Metadata): Promise<Reencoded> {
  // The header's size, checked before the decoder allocates anything.
  if (!width || !height || width * height > MAX_PIXELS) return unreadable;
  try {
    const decoded = await decodeHeic(bytes);
    const output = await sharp(decoded.rgba, {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
      limitInputPixels: MAX_PIXELS,
    })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
    return { kind: 'image', bytes: new Uint8Array(output), contentType: 'image/jpeg' };
  } catch {
    return unreadable;
  }
}
