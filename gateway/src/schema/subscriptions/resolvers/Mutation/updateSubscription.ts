import { messages, subscriptionUpdateSchema, validateWith } from '@helmsman/domain';
import { commerce } from '@helmsman/lapi-client';
import { formError, mapLapiError } from '../../../../errors/index.ts';
import {
  idempotencyKeyProblem,
  idempotencyTexts,
  isKeyReused,
  withIdempotencyKey,
} from '../../../../idempotency.ts';
import type {
  MutationResolvers,
  SubscriptionUpdateErrorCode,
  UpdateSubscriptionResult,
} from './../../../types.generated.js';
import { listSubscriptions } from '../../list-subscriptions.ts';
import { refusalOf } from '../../refusal.ts';
import { toLegacyUpdate } from '../../to-legacy-update.ts';
import { toCustomerSubscription } from '../../to-subscription.ts';

const validate = validateWith(subscriptionUpdateSchema);

function failed(
  code: SubscriptionUpdateErrorCode,
  detail: string | null = null,
  fieldErrors: Record<string, string> = {},
): UpdateSubscriptionResult {
  const { message, fieldErrors: fields } = formError(messages.failedUpdateSubscription, fieldErrors);
  return { ok: false, error: { message, code, detail, fieldErrors: fields }, subscription: null };
}

export const updateSubscription: NonNullable<MutationResolvers['updateSubscription']> = async (
  _parent,
  { input },
  ctx,
) => {
  const values = {
    subscriptionId: input.subscriptionId,
    action: input.action.toLowerCase(),
    frequency: input.frequency ?? undefined,
    reason: input.reason?.toLowerCase(),
    note: input.note ?? undefined,
  };
  const keyProblem = idempotencyKeyProblem(input.idempotencyKey);
  const fieldErrors = { ...validate(values), ...(keyProblem ? { idempotencyKey: keyProblem } : {}) };
  if (Object.keys(fieldErrors).length > 0) return failed('INVALID_INPUT', null, fieldErrors);

  const lapi = ctx.customerLapi();
  let answer: commerce.Subscription;
  try {
    answer = await lapi.call(
      commerce.updateSubscription,
      toLegacyUpdate(subscriptionUpdateSchema.cast(values)),
      // A retried change (ship now charges the card) happens once.
      withIdempotencyKey(input.idempotencyKey),
    );
  } catch (error) {
    if (isKeyReused(error)) return failed('INVALID_INPUT', null, { idempotencyKey: idempotencyTexts.reused });
    const refusal = refusalOf(error);
    if (!refusal) return mapLapiError(error);
    ctx.logger.info(
      { subscriptionId: values.subscriptionId, action: values.action, ...refusal },
      'subscription change refused',
    );
    return failed(refusal.code, refusal.detail, refusal.fieldErrors);
  }

  // The answer lacks the product image; the list has it, so the result is exactly what the page's
  // query would show and the app can put it in its cache as it is.
  const listed = (await listSubscriptions(ctx)).find((subscription) => subscription.id === String(answer.id));
  const subscription = listed ?? toCustomerSubscription({ ...answer, img: null });
  return { ok: true, error: null, subscription };
};
