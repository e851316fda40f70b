import { account, LapiFailure } from '@helmsman/lapi-client';
import { formError, mapLapiError } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';

/** Where the legacy API lacks lapi-server's logout-everywhere extension, a password change or reset does it. */
export const LOGOUT_EVERYWHERE_UNAVAILABLE =
  "We can't log out your other devices from here right now. Please try again later or contact support.";

/**
 * Revokes every legacy session of the customer (an extension of lapi-server), then clears this
 * device's cookie. Without the extension nothing can end the other sessions, so the customer is told
 * so and stays logged in here: pretending would leave a stolen session alive.
 */
export const logoutEverywhere: NonNullable<MutationResolvers['logoutEverywhere']> = async (
  _parent,
  _arg,
  ctx,
) => {
  const lapi = ctx.customerLapi();
  try {
    await lapi.call(account.logoutEverywhere, {});
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 404) {
      ctx.logger.warn('logoutEverywhere: the legacy API has no /account/logout-everywhere/ (extension)');
      return { ok: false, error: formError(LOGOUT_EVERYWHERE_UNAVAILABLE) };
    }
    // An ended session is UNAUTHENTICATED (its cookie is cleared on the way out); the rest is masked.
    return mapLapiError(error);
  }
  ctx.logger.info({ leadsId: ctx.session?.leadsId }, 'logged out everywhere');
  await ctx.sessionCookie.clear();
  return { ok: true, error: null };
};
