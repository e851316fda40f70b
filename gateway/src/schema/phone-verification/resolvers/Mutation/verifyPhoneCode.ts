import { customer } from '@helmsman/lapi-client';
import { formError, refusalOrThrow } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { withPhoneLimits } from '../../phone-limits.ts';

/** Six digits, as texted: anything else is refused here, before it costs one of the code's tries. */
const CODE = /^\d{6}$/;
export const CODE_FORMAT = 'Enter the 6-digit code from the text message.';

/**
 * Checks the texted code (/account/smsauth/ verify). Wrong or expired: 'The code is incorrect or has
 * expired.'; after 5 tries: 'Too many attempts. Please request a new code.' (the legacy API's words).
 */
export const verifyPhoneCode: NonNullable<MutationResolvers['verifyPhoneCode']> = async (
  _parent,
  { code },
  ctx,
) => {
  requireFeature(ctx, 'onlineVisit');
  const lapi = ctx.customerLapi();
  const digits = code.trim();
  if (!CODE.test(digits)) {
    return { ok: false, error: formError(CODE_FORMAT, { code: CODE_FORMAT }) };
  }
  return withPhoneLimits(ctx, 'check', async () => {
    try {
      await lapi.call(customer.verifySmsCode, { action: 'verify', code: digits });
      return { ok: true, error: null };
    } catch (error) {
      return { ok: false, error: formError(refusalOrThrow(error)) };
    }
  });
};
