import { customer } from '@helmsman/lapi-client';
import { formError, formErrorOf, refusalOrThrow } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { withPhoneLimits } from '../../phone-limits.ts';

/**
 * The visit's phone step: `phoneNo` goes on the account (/account/update/, which checks and formats
 * it), then /account/smsauth/ texts a code to it. Sent again, a new code replaces the last one.
 */
export const sendPhoneCode: NonNullable<MutationResolvers['sendPhoneCode']> = async (
  _parent,
  { phoneNo },
  ctx,
) => {
  requireFeature(ctx, 'onlineVisit');
  const lapi = ctx.customerLapi();
  const refused = { sentTo: null, expiresInSeconds: null };
  return withPhoneLimits(ctx, 'text', async () => {
    try {
      await lapi.call(customer.updateBasics, { phoneNo });
    } catch (error) {
      // 400: not a U.S. number, or a verified phone (changing it needs the password) under `phoneNo`.
      return { ok: false, error: formErrorOf(error), ...refused };
    }
    try {
      const sent = await lapi.call(customer.sendSmsCode, { action: 'send' });
      return { ok: true, error: null, sentTo: sent.sent_to, expiresInSeconds: sent.expires_in_seconds };
    } catch (error) {
      return { ok: false, error: formError(refusalOrThrow(error)), ...refused };
    }
  });
};
