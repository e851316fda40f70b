import { changePasswordSchema, validateWith } from '@helmsman/domain';
import { customer, LapiFailure } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, formErrorOf } from '../../../../errors/index.ts';
import { withPasswordCheck } from '../../../../rate-limit/password-check.ts';
import type { MutationResolvers } from './../../../types.generated.js';

const validate = validateWith(changePasswordSchema);

/** Where the legacy API lacks lapi-server's change-password extension, a reset link still works. */
export const PASSWORD_CHANGE_UNAVAILABLE =
  "Your password can't be changed here right now. Log out and use 'Forgot password' on the login page to set a new one.";

export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const fieldErrors = validate(input);
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, fieldErrors) };
  try {
    // The same limits as login, per customer (rate-limit/password-check.ts).
    await withPasswordCheck(ctx, 'password check', 'old_password', () =>
      lapi.call(customer.changePassword, { old_password: input.oldPassword, password: input.password }),
    );
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 404) {
      ctx.logger.warn('changePassword: the legacy API has no /account/changepassword/ (extension)');
      return { ok: false, error: formError(PASSWORD_CHANGE_UNAVAILABLE) };
    }
    return { ok: false, error: formErrorOf(error) };
  }
  return { ok: true, error: null };
};
