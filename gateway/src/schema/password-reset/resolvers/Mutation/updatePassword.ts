import { messages, passwordUpdateSchema, validateWith } from '@helmsman/domain';
import { customer, LapiFailure } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import type { MutationResolvers } from './../../../types.generated.js';

const validate = validateWith(passwordUpdateSchema);

/**
 * Spec section 4: SUCCESS is `ok` (the app goes to /login); otherwise the legacy API's message, e.g.
 * an expired link or a password outside 6–16 characters, which the page shows under the form.
 */
export const updatePassword: NonNullable<MutationResolvers['updatePassword']> = async (
  _parent,
  { input },
  ctx,
) => {
  requireFeature(ctx, 'login');
  const fieldErrors = validate(input);
  if (fieldErrors) {
    const { token: tokenError, ...formFields } = fieldErrors;
    return {
      ok: false,
      error: formError(tokenError ?? FIX_FIELDS, formFields),
    };
  }
  try {
    await ctx.lapi.call(customer.updatePassword, { token: input.token, password: input.password });
    return { ok: true, error: null };
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus >= 400 && error.httpStatus < 500)
      return { ok: false, error: formError(error.serverMessage || messages.somethingWentWrong) };
    throw error;
  }
};
