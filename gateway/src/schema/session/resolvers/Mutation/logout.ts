import { account, LapiFailure } from '@helmsman/lapi-client';
import type { MutationResolvers } from './../../../types.generated.js';

/**
 * Revokes the legacy token (an extension of lapi-server) and clears the cookie. Against a legacy API
 * without the extension, or with an already-ended session, clearing the cookie is all that is left.
 */
export const logout: NonNullable<MutationResolvers['logout']> = async (_parent, _arg, ctx) => {
  if (ctx.session) {
    try {
      await ctx.lapi.forSession(ctx.session).call(account.logout, {});
    } catch (error) {
      if (!(error instanceof LapiFailure && (error.isSessionEnded || error.httpStatus === 404))) throw error;
      ctx.logger.info({ status: error.httpStatus }, 'logout: legacy session already ended or no logout call');
    }
  }
  await ctx.sessionCookie.clear();
  return true;
};
