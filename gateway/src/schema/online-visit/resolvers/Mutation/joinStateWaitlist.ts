import { resetRequestSchema, validateWith } from '@helmsman/domain';
import { LapiFailure, messaging } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, refusalOrThrow, toFormFieldErrors } from '../../../../errors/index.ts';
import { withinLimit } from '../../../../rate-limit/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { publicVisitAccess } from '../../eligibility.ts';

// One e-mail field, with the same rules and messages as the password reset request's.
const validate = validateWith(resetRequestSchema);

/** A legacy API without the extension (404): the page says so rather than failing. */
export const WAITLIST_UNAVAILABLE = 'The wait list is not available at the moment. Please try again later.';

/**
 * Public: a visitor in a state the clinic does not treat yet asks to be told when it does
 * (/click/statewaitlist/, a lapi-server extension). A repeat answers the same, so the answer never
 * tells whether an address was already listed.
 */
export const joinStateWaitlist: NonNullable<MutationResolvers['joinStateWaitlist']> = async (
  _parent,
  { input },
  ctx,
) => {
  const { category, state } = publicVisitAccess(ctx, input.category, input.state);
  const fieldErrors = validate({ email: input.email });
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, toFormFieldErrors(fieldErrors)) };
  // Each one stores an address the clinic will write to: a cap per address keeps a script from
  // signing up strangers by the thousand.
  await withinLimit(ctx.rateLimits.stateWaitlistPerIp.take(ctx.clientIp));
  try {
    await ctx.lapi.call(messaging.stateWaitlist, {
      category,
      state,
      email: resetRequestSchema.cast({ email: input.email }).email,
    });
    return { ok: true, error: null };
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 404) {
      return { ok: false, error: formError(WAITLIST_UNAVAILABLE) };
    }
    return { ok: false, error: formError(refusalOrThrow(error)) };
  }
};
