import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { findCurrentVisit } from '../clinical/visit-store.ts';
import { uploads } from '../db/schema/index.ts';
import { replyField } from '../http/audit.ts';
import { failure, protocolFailures, success } from '../http/envelope.ts';
import { customerInput, databaseId } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';

/** Uploads: images a patient sends with a message or for the online visit, kept in the database. */

/** The largest image accepted: 10 MiB, what a phone camera's HEIC or JPEG stays well under. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The multipart file field of the legacy call (spec section 7). */
export const UPLOAD_FIELD = 'fileToUpload';

/** Room for the `data` field and the multipart framing around the largest accepted image. */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type ImageType = (typeof imageTypes)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEVC-coded HEIF images, i.e. what iPhones save as .heic. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Generic HEIF brands: HEIC only when a compatible brand says HEVC (AVIF uses them too). */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * What the bytes are, from their magic numbers; null for anything else. The file name and the
 * declared content type are the client's claims and are never consulted.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isHeic(bytes)) return 'image/heic';
  return null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string | null {
  if (bytes.length < end) return null;
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** An ISO-BMFF file opens with its `ftyp` box: size, 'ftyp', major brand, version, compatible brands. */
function isHeic(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const major = ascii(bytes, 8, 12);
  if (major === null) return false;
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_BRANDS.has(major)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxEnd = Math.min(view.getUint32(0), bytes.length);
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    const brand = ascii(bytes, offset, offset + 4);
    if (brand !== null && HEIC_BRANDS.has(brand)) return true;
  }
  return false;
}

const uploadImage = defineRoute({
  path: '/lapi/upload_image/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'uploads', action: 'create', id: replyField('upload_id') },
  summary:
    'Stores a JPEG, PNG, WebP or HEIC image (multipart field fileToUpload, at most 10 MiB) for the lead.',
  // The legacy browser client sends only the file; its uploads belong to the online visit.
  input: customerInput.extend({ purpose: z.enum(['message', 'visit']).default('visit') }),
  files: [UPLOAD_FIELD],
  maxBodyBytes: UPLOAD_BODY_LIMIT,
  // A retried photo is stored once (the fingerprint covers its bytes).
  idempotent: true,
  async handler({ purpose }, { db, leadId, clock, files, logger }) {
    const file = files.get(UPLOAD_FIELD);
    if (!file) {
      return failure(
        400,
        `Invalid request: ${UPLOAD_FIELD} is required (a file field of multipart/form-data)`,
      );
    }
    if (file.size === 0) return failure(400, `Invalid request: ${UPLOAD_FIELD} must not be empty`);
    if (file.size > MAX_UPLOAD_BYTES) {
      return failure(
        413,
        `Image too large: ${UPLOAD_FIELD} must be at most 10 MB (${MAX_UPLOAD_BYTES} bytes).`,
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    if (!contentType) {
      return failure(415, `Unsupported image: ${UPLOAD_FIELD} must be a JPEG, PNG, WebP or HEIC image.`);
    }
    // The visit's photo belongs to the open visit touched last (in progress, or submitted: the photo
    // comes after the questions), so the reviewing doctor finds it with the answers.
    const visit =
      purpose === 'visit' ? await findCurrentVisit(db, leadId, { withSubmitted: true }) : undefined;
    const [stored] = await db
      .insert(uploads)
      .values({
        leadId,
        purpose,
        visitId: visit?.id ?? null,
        contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
        createdAt: clock.now(),
      })
      .returning({ id: uploads.id });
    if (!stored) throw new Error('insert into uploads returned no row');
    // Ids and sizes only: an image of a patient is health data.
    logger.info({ leadId, uploadId: stored.id, size: bytes.length }, 'upload stored');
    return success({ upload_id: stored.id, content_type: contentType, size: bytes.length }, 'Upload stored.');
  },
});

const uploadRead = defineRoute({
  path: '/lapi/upload_image/get/',
  kind: 'extension',
  auth: 'customer',
  audit: { resource: 'uploads', action: 'read', id: (input) => input.upload_id },
  summary:
    "One of the lead's own uploads, its bytes base64 in the envelope; another lead's upload is not found.",
  input: customerInput.extend({ upload_id: databaseId }),
  async handler({ upload_id }, { db, leadId }) {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, upload_id), eq(uploads.leadId, leadId)))
      .limit(1);
    // The same answer for "not yours" as for "does not exist": ids of others' uploads reveal nothing.
    if (!row) return protocolFailures.notFound();
    return success(
      {
        upload_id: row.id,
        purpose: row.purpose,
        content_type: row.contentType,
        size: row.sizeBytes,
        sha256: row.sha256,
        created_at: row.createdAt.toISOString(),
        // Base64 keeps every answer of this API the JSON envelope; the gateway decodes it to serve the image.
        base64: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength).toString('base64'),
      },
      '',
    );
  },
});

export const uploadRoutes = [uploadImage, uploadRead];
