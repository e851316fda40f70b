import { attachmentProblem, messagePhotoRules, visitPhotoRules } from '@helmsman/domain';
import { CSRF_HEADERS } from '../graphql/csrf.ts';

/** A stored photo, as POST /attachments answers: its id goes with Mutation.sendMessage. */
export interface UploadedAttachment {
  id: string;
  contentType: string;
  size: number;
  url: string;
}

/** The gateway refused the photo or could not be reached; `message` is for the customer. */
export class AttachmentUploadError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when there was no answer. */
    readonly status: number,
    /** The gateway's code, e.g. 'TOO_LARGE', 'UNSUPPORTED_TYPE', 'UNAUTHENTICATED'; 'NETWORK' without an answer. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'AttachmentUploadError';
  }
}

const UNREACHABLE = 'We could not reach Helmsman. Check your connection and try again.';
const FAILED = 'We could not upload your photo. Please try again.';

function isUploaded(body: unknown): body is UploadedAttachment {
  if (typeof body !== 'object' || body === null) return false;
  const { id, contentType, url } = body as Record<string, unknown>;
  return typeof id === 'string' && typeof contentType === 'string' && typeof url === 'string';
}

function refusalOf(body: unknown): { code?: unknown; message?: unknown } {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'object' && error !== null ? error : {};
}

/** A message's photo, or the online visit's photo or ID: each has its own rules (domain). */
export type UploadPurpose = 'message' | 'visit';

const rulesOf = { message: messagePhotoRules, visit: visitPhotoRules } as const;

/**
 * Uploads a photo to the gateway (multipart field `file`, the session cookie, the CSRF header): a
 * message's, or with `purpose: 'visit'` the online visit's. The same checks as the screen's run
 * first, so a bad file never leaves the browser. `idempotencyKey` is the intent's
 * (graphql/intent-keys.ts): a photo sent again with it is stored once. `fetchImpl` may report the
 * upload's progress (upload-progress-fetch.ts).
 */
export async function uploadAttachment(
  file: File,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  { idempotencyKey, purpose = 'message' }: { idempotencyKey?: string; purpose?: UploadPurpose } = {},
): Promise<UploadedAttachment> {
  const problem = attachmentProblem(file, rulesOf[purpose]);
  if (problem) throw new AttachmentUploadError(problem.message, 0, problem.kind);
  const form = new FormData();
  form.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(purpose === 'message' ? '/attachments' : `/attachments?purpose=${purpose}`, {
      method: 'POST',
      body: form,
      headers: { ...CSRF_HEADERS, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new AttachmentUploadError(UNREACHABLE, 0, 'NETWORK');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isUploaded(body)) return body;
  const refusal = refusalOf(body);
  throw new AttachmentUploadError(
    typeof refusal.message === 'string' ? refusal.message : FAILED,
    response.status,
    typeof refusal.code === 'string' ? refusal.code : 'UNKNOWN',
  );
}
