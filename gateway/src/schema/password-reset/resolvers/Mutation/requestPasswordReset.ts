import { messages, resetRequestSchema, validateWith } from '@helmsman/domain';
import { customer, LapiFailure } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import { withinLimit } from '../../../../rate-limit/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';

const validate = validateWith(resetRequestSchema);
/** A click id as /click/create/ hands them out; anything else is not from the app and is left out. */
const CLICK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Spec sections 4 and 8: an accepted request (HTTP 200) is `ok`, whether or not the address has an
 * account; any other answer is 'Something went wrong.'.
 */
export const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = async (
  _parent,
  { input },
  ctx,
) => {
  requireFeature(ctx, 'login');
  const fieldErrors = validate(input);
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, fieldErrors) };
  // Each accepted request sends an e-mail: a cap per address keeps the shop from mailing on demand.
  await withinLimit(ctx.rateLimits.resetRequestsPerIp.take(ctx.clientIp));
  const clickId = input.clickId && CLICK_ID.test(input.clickId) ? input.clickId : null;
  try {
    await ctx.lapi.call(customer.requestPasswordReset, {
      clicks_id: clickId,
      token: ctx.publicToken,
      email: resetRequestSchema.cast(input).email,
    });
    return { ok: true, error: null };
  } catch (error) {
    if (!(error instanceof LapiFailure)) throw error;
    // A refused token is a misconfiguration of this deployment: worth an operator's attention.
    ctx.logger.warn(
      { status: error.httpStatus, message: error.serverMessage },
      'password reset request refused',
    );
    return { ok: false, error: formError(messages.somethingWentWrong) };
  }
};
