import { randomUUID } from 'node:crypto';
import {
  type AttachmentProblem,
  attachmentProblem,
  type MessageAttachmentType,
  messageAttachmentTypes,
  messagePhotoRules,
  messages,
  type PhotoRules,
  visitPhotoRules,
} from '@helmsman/domain';
import { type LapiClient, LapiFailure, type LapiSession, messaging } from '@helmsman/lapi-client';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { isSessionEnded, UNAUTHENTICATED } from './errors/index.ts';
import { idempotencyKeyProblem, idempotencyTexts, isKeyReused, withIdempotencyKey } from './idempotency.ts';
import { reencodeImage } from './images/reencode.ts';
import { RateLimited, type RateLimits, tooManyRequests } from './rate-limit/index.ts';
import { attachmentUrl } from './schema/messages/to-message.ts';
import { decodeSession, sessionCookieName } from './session/session-cookie.ts';
import { CSRF_HEADER } from './yoga.ts';

/**
 * Message photos, both ways: POST /attachments stores an upload (multipart field `file`) for the
 * session customer and answers its id for Mutation.sendMessage; POST /attachments?purpose=visit
 * stores the online visit's photo or ID the same way, under the visit's own type and size rules
 * (and only while the onlineVisit feature is on); GET /attachments/<id> serves one of
 * the session customer's own uploads. Plain HTTP beside /graphql because bytes are not GraphQL's
 * strength: the body limit stops an oversized upload before it is buffered, the JSON-only GraphQL
 * client stays as it is, and an <img> can load the image directly.
 */

/** The header of the message's idempotency key (the app sends the key of the message the photo goes with). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The multipart field the app posts the photo in. */
export const ATTACHMENT_FIELD = 'file';

/** What each purpose of the legacy upload (/upload_image/) accepts. */
const rulesOf = { message: messagePhotoRules, visit: visitPhotoRules } as const satisfies Record<
  string,
  PhotoRules
>;
type UploadPurpose = keyof typeof rulesOf;

/** The `purpose` query parameter: a message's photo unless it says 'visit'; null for anything else. */
function purposeOf(c: Context): UploadPurpose | null {
  const purpose = c.req.query('purpose') ?? 'message';
  return Object.hasOwn(rulesOf, purpose) ? (purpose as UploadPurpose) : null;
}

/** Room for the multipart framing around the largest accepted photo. */
const UPLOAD_BODY_LIMIT = Math.max(...Object.values(rulesOf).map((rules) => rules.maxBytes)) + 64 * 1024;

/** Health data: only the owner's browser may keep it, and only for this page view. */
const PRIVATE_NO_STORE = 'private, no-store';

const uploadFailed = 'We could not upload your photo. Please try again.';

export interface UploadedAttachment {
  id: string;
  contentType: string;
  size: number;
  url: string;
}

/** The error body of every refusal: `{ error: { code, message } }`, the message fit for the customer. */
function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  c.header('cache-control', 'no-store');
  return c.json({ error: { code, message } }, status);
}

function sessionOf(c: Context, cookieName: string): LapiSession | null {
  return decodeSession(getCookie(c, cookieName));
}

function servedType(contentType: string): MessageAttachmentType | null {
  return (messageAttachmentTypes as readonly string[]).includes(contentType)
    ? (contentType as MessageAttachmentType)
    : null;
}

const problemStatus: Record<AttachmentProblem['kind'], { status: ContentfulStatusCode; code: string }> = {
  type: { status: 415, code: 'UNSUPPORTED_TYPE' },
  tooLarge: { status: 413, code: 'TOO_LARGE' },
  empty: { status: 400, code: 'BAD_FILE' },
};

/** What the legacy API's refusals of an upload (413, 415, 400) mean, in the customer's words. */
function legacyProblem(error: unknown, { texts }: PhotoRules): AttachmentProblem | null {
  if (!(error instanceof LapiFailure)) return null;
  if (error.httpStatus === 413) return { kind: 'tooLarge', message: texts.tooLarge };
  if (error.httpStatus === 415) return { kind: 'type', message: texts.type };
  if (error.httpStatus === 400) return { kind: 'empty', message: texts.empty };
  return null;
}

export interface AttachmentsOptions {
  lapi: LapiClient;
  logger: Logger;
  /** Uploads per client address, and the per-customer quota of stored uploads a day. */
  rateLimits: RateLimits;
  /** The request's client address (server.ts: the socket's, or a trusted proxy's X-Forwarded-For). */
  clientIp: (c: Context) => string;
  /** Whether the session cookie is Secure, and so `__Host-` prefixed (session-cookie.ts). */
  secureCookies?: boolean;
  /** The onlineVisit feature (spec section 4): when off, the visit's photo is refused. Default on. */
  onlineVisit?: boolean;
}

export function attachmentsApp({
  lapi,
  logger,
  rateLimits,
  clientIp,
  secureCookies = false,
  onlineVisit = true,
}: AttachmentsOptions): Hono {
  const app = new Hono();
  const cookieName = sessionCookieName(secureCookies);
  // As context.ts does for /graphql: the legacy API's audit trail learns the client's address.
  const customerLapi = (c: Context, session: LapiSession) =>
    lapi.forRequest({ clientIp: clientIp(c), requestId: randomUUID() }).forSession(session);

  app.post(
    '/attachments',
    // Before the body is read: a cross-site form cannot send this header, nor a stranger a cookie.
    async (c, next) => {
      if (c.req.header(CSRF_HEADER) === undefined)
        return refuse(c, 403, 'CSRF', `Missing the ${CSRF_HEADER} header.`);
      const purpose = purposeOf(c);
      if (purpose === null) return refuse(c, 400, 'BAD_PURPOSE', "The purpose must be 'message' or 'visit'.");
      if (purpose === 'visit' && !onlineVisit) return refuse(c, 403, 'FORBIDDEN', messages.noAccessTitle);
      const session = sessionOf(c, cookieName);
      if (!session) return refuse(c, 401, UNAUTHENTICATED, messages.sessionExpired);
      try {
        await rateLimits.uploadsPerIp.take(clientIp(c));
        // Only checked here: the cookie's customer is not proven until the legacy API has stored the
        // upload, so only stored uploads count (a forged cookie cannot use up someone's quota).
        await rateLimits.uploadsPerCustomer.ensureRoom(session.leadsId);
      } catch (error) {
        if (error instanceof RateLimited) return tooManyRequests(c, error);
        throw error;
      }
      return next();
    },
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: (c) => refuse(c, 413, 'TOO_LARGE', rulesOf[purposeOf(c) ?? 'message'].texts.tooLarge),
    }),
    async (c) => {
      const session = sessionOf(c, cookieName) as LapiSession;
      const purpose = purposeOf(c) as UploadPurpose;
      const rules = rulesOf[purpose];
      // The message's key (see idempotency.ts): a photo sent again after a timeout is stored once.
      const idempotencyKey = c.req.header(IDEMPOTENCY_KEY_HEADER);
      if (idempotencyKeyProblem(idempotencyKey)) {
        return refuse(c, 400, 'BAD_IDEMPOTENCY_KEY', idempotencyTexts.invalid);
      }
      const form = await c.req.formData().catch(() => null);
      const file = form?.get(ATTACHMENT_FIELD);
      if (!(file instanceof File)) return refuse(c, 400, 'NO_FILE', rules.texts.missing);
      const problem = attachmentProblem(file, rules);
      if (problem) {
        const { status, code } = problemStatus[problem.kind];
        return refuse(c, status, code, problem.message);
      }
      // Only pixels go on: re-encoded, upright, without EXIF (a phone photo carries where it was taken).
      const photo = await reencodeImage(new Uint8Array(await file.arrayBuffer()));
      // The bytes decide, not the declared type: a WebP named .png is still no visit photo.
      if (photo.kind === 'unreadable' || !rules.storedTypes.includes(photo.contentType)) {
        const { status, code } = problemStatus.type;
        return refuse(c, status, code, rules.texts.type);
      }
      try {
        const stored = await customerLapi(c, session).callMultipart(
          messaging.uploadImage,
          { purpose },
          // An HEIC arrives as a JPEG: the type stored and served is the re-encoded one.
          { bytes: photo.bytes, filename: 'photo', contentType: photo.contentType },
          withIdempotencyKey(idempotencyKey),
        );
        await rateLimits.uploadsPerCustomer.count(session.leadsId);
        const body: UploadedAttachment = {
          id: String(stored.upload_id),
          contentType: stored.content_type,
          size: stored.size,
          url: attachmentUrl(stored.upload_id),
        };
        c.header('cache-control', 'no-store');
        return c.json(body, 201);
      } catch (error) {
        if (isSessionEnded(error)) return refuse(c, 401, UNAUTHENTICATED, messages.sessionExpired);
        if (isKeyReused(error)) return refuse(c, 422, 'IDEMPOTENCY_KEY_REUSED', idempotencyTexts.reused);
        const refused = legacyProblem(error, rules);
        if (refused) {
          const { status, code } = problemStatus[refused.kind];
          return refuse(c, status, code, refused.message);
        }
        logger.error({ err: error }, 'attachment upload failed');
        return refuse(c, 502, 'UPSTREAM', uploadFailed);
      }
    },
  );

  app.get('/attachments/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,10}$/.test(id)) return c.notFound();
    const session = sessionOf(c, cookieName);
    if (!session) return refuse(c, 401, UNAUTHENTICATED, messages.sessionExpired);
    try {
      const upload = await customerLapi(c, session).call(messaging.readUpload, { upload_id: Number(id) });
      const type = servedType(upload.content_type);
      return new Response(Buffer.from(upload.bytes), {
        headers: {
          // Only what the legacy API recognised as an image is shown inline; anything else downloads.
          'content-type': type ?? 'application/octet-stream',
          'content-disposition': `${type ? 'inline' : 'attachment'}; filename="attachment-${id}"`,
          'cache-control': PRIVATE_NO_STORE,
          vary: 'Cookie',
        },
      });
    } catch (error) {
      if (error instanceof LapiFailure && error.httpStatus === 404) return c.notFound();
      if (isSessionEnded(error)) return refuse(c, 401, UNAUTHENTICATED, messages.sessionExpired);
      logger.error({ err: error, uploadId: id }, 'attachment read failed');
      return refuse(c, 502, 'UPSTREAM', 'We could not load this photo. Please try again.');
    }
  });

  return app;
}
