import { changePasswordSchema, validateWith } from '@helmsman/domain';
import { customer, LapiFailure } from '@helmsman/lapi-client';
import { type CredentialAttempt, RateLimited, rateLimitedError } from '../../../../rate-limit/index.ts';
import { formError } from '../../../form-error.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { FIX_FIELDS, formErrorOf } from '../../legacy-form-failure.ts';

const validate = validateWith(changePasswordSchema);

/** Where the legacy API lacks lapi-server's change-password extension, a reset link still works. */
export const PASSWORD_CHANGE_UNAVAILABLE =
  "Your password can't be changed here right now. Log out and use 'Forgot password' on the login page to set a new one.";

/** The legacy API's refusal of the current password: a 400 naming `old_password`. */
function isWrongCurrentPassword(error: unknown): boolean {
  return (
    error instanceof LapiFailure && error.httpStatus === 400 && !!error.details.fieldErrors?.old_password
  );
}

export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const fieldErrors = validate(input);
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, fieldErrors) };
  // A stolen session must not become a way to guess the password: the same limits as login, per customer.
  const customerId = String(ctx.session?.leadsId);
  let attempt: CredentialAttempt;
  try {
    attempt = await ctx.rateLimits.passwordCheck.begin(customerId, ctx.clientIp);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    ctx.logger.warn(
      { leadsId: ctx.session?.leadsId, ip: ctx.clientIp, retryAfterSeconds: error.retryAfterSeconds },
      'password check refused: too many failed attempts',
    );
    throw rateLimitedError(error);
  }
  try {
    await lapi.call(customer.changePassword, { old_password: input.oldPassword, password: input.password });
  } catch (error) {
    if (isWrongCurrentPassword(error)) {
      const { failures, waitSeconds } = await attempt.failed();
      ctx.logger.warn(
        { leadsId: ctx.session?.leadsId, ip: ctx.clientIp, failures, waitSeconds },
        'password check failed: wrong current password',
      );
    } else {
      await attempt.abandoned();
    }
    if (error instanceof LapiFailure && error.httpStatus === 404) {
      ctx.logger.warn('changePassword: the legacy API has no /account/changepassword/ (extension)');
      return { ok: false, error: formError(PASSWORD_CHANGE_UNAVAILABLE) };
    }
    return { ok: false, error: formErrorOf(error) };
  }
  await attempt.succeeded();
  return { ok: true, error: null };
};
