import { type FieldErrors, messageSchema, messageTexts, validateWith } from '@helmsman/domain';
import { LapiFailure, messaging } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, mapLapiError } from '../../../../errors/index.ts';
import {
  idempotencyKeyProblem,
  idempotencyTexts,
  isKeyReused,
  withIdempotencyKey,
} from '../../../../idempotency.ts';
import type { MutationResolvers, SendMessagePayload } from './../../../types.generated.js';
import { toMessage } from '../../to-message.ts';

const validateBody = validateWith(messageSchema);

/** Upload ids are the legacy API's positive integers (Postgres `integer`). */
const MAX_UPLOAD_ID = 2_147_483_647;

function parseAttachmentId(value: string | null | undefined): number | null | 'invalid' {
  if (value === null || value === undefined) return null;
  if (!/^\d{1,10}$/.test(value)) return 'invalid';
  const id = Number(value);
  return id >= 1 && id <= MAX_UPLOAD_ID ? id : 'invalid';
}

function refused(fieldErrors: FieldErrors, message = FIX_FIELDS): SendMessagePayload {
  return { ok: false, error: formError(message, fieldErrors), message: null };
}

/**
 * What the customer can fix: no doctor yet (409), or an attachment id the legacy API does not accept
 * as theirs (400). Anything else is ours and is masked.
 */
function refusal(error: unknown, sentAttachment: boolean): SendMessagePayload | null {
  if (!(error instanceof LapiFailure)) return null;
  if (error.httpStatus === 409) return { ok: false, error: formError(messageTexts.noDoctor), message: null };
  if (error.httpStatus === 400) {
    if (error.details.fieldErrors?.body) return refused({ body: messageTexts.bodyRequired });
    if (sentAttachment) return refused({ attachmentId: messageTexts.attachmentInvalid });
  }
  return null;
}

export const sendMessage: NonNullable<MutationResolvers['sendMessage']> = async (_parent, { input }, ctx) => {
  const lapi = ctx.customerLapi();
  const fieldErrors: FieldErrors = { ...validateBody({ body: input.body }) };
  const attachmentId = parseAttachmentId(input.attachmentId);
  if (attachmentId === 'invalid') fieldErrors.attachmentId = messageTexts.attachmentIdInvalid;
  const keyProblem = idempotencyKeyProblem(input.idempotencyKey);
  if (keyProblem) fieldErrors.idempotencyKey = keyProblem;
  if (Object.keys(fieldErrors).length > 0) return refused(fieldErrors);

  try {
    const sent = await lapi.call(
      messaging.send,
      {
        body: input.body.trim(),
        ...(attachmentId === null ? {} : { attachment_id: attachmentId as number }),
      },
      // A message resent after a timeout reaches the doctor once.
      withIdempotencyKey(input.idempotencyKey),
    );
    return { ok: true, error: null, message: toMessage(sent) };
  } catch (error) {
    if (isKeyReused(error)) return refused({ idempotencyKey: idempotencyTexts.reused });
    const answer = refusal(error, attachmentId !== null);
    if (answer) return answer;
    return mapLapiError(error);
  }
};
