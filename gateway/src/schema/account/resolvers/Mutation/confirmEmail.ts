import { customer, LapiFailure } from '@helmsman/lapi-client';
import { formError } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';

export const CONFIRMATION_LINK_INVALID = 'This confirmation link has expired or was already used.';
export const EMAIL_CONFIRMATION_UNAVAILABLE =
  "Your new e-mail address can't be confirmed right now. Please try again later or contact support.";

/**
 * The page of the link mailed to a new address. Public: the token is the proof, whoever's browser
 * opens it. The legacy API's message says what went wrong (expired or used link, address taken).
 */
export const confirmEmail: NonNullable<MutationResolvers['confirmEmail']> = async (
  _parent,
  { token },
  ctx,
) => {
  if (token.length === 0 || token.length > 512) {
    return { ok: false, error: formError(CONFIRMATION_LINK_INVALID), email: null };
  }
  try {
    const { email } = await ctx.lapi.call(customer.confirmEmail, { token });
    return { ok: true, error: null, email };
  } catch (error) {
    if (!(error instanceof LapiFailure)) throw error;
    if (error.httpStatus === 404) {
      ctx.logger.warn('confirmEmail: the legacy API has no /account/confirm-email/ (extension)');
      return { ok: false, error: formError(EMAIL_CONFIRMATION_UNAVAILABLE), email: null };
    }
    if (error.httpStatus === 400 || error.httpStatus === 409) {
      return { ok: false, error: formError(error.serverMessage || CONFIRMATION_LINK_INVALID), email: null };
    }
    throw error;
  }
};
