import { signupSchema, validateWith } from '@helmsman/domain';
import { customer } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, formErrorOf, toFormFieldErrors } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import { withinLimit } from '../../../../rate-limit/index.ts';
import { type StartedSession, startSession } from '../../../session/start-session.ts';
import type { MutationResolvers } from './../../../types.generated.js';

const validate = validateWith(signupSchema);
/** A click id as /click/create/ hands them out (digits); anything else is not from the app and is left out. */
const CLICK_ID = /^\d{1,9}$/;

/**
 * Spec section 4's inline sign-up: the same rules as the form, checked again here, then the account is
 * created and logged in, and the session cookie written exactly as login writes it.
 */
export const signUp: NonNullable<MutationResolvers['signUp']> = async (_parent, { input }, ctx) => {
  requireFeature(ctx, 'login');
  const values = {
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    password: input.password,
    consent: input.consent,
  };
  const fieldErrors = validate(values);
  if (fieldErrors) {
    return { ok: false, error: formError(FIX_FIELDS, toFormFieldErrors(fieldErrors)), customer: null };
  }
  // Each sign-up creates an account: a cap per address keeps a script from making them by the thousand.
  await withinLimit(ctx.rateLimits.signUpsPerIp.take(ctx.clientIp));
  const details = signupSchema.cast(values);
  const clicksId = input.clickId && CLICK_ID.test(input.clickId) ? Number(input.clickId) : null;
  let session: StartedSession;
  try {
    session = await ctx.lapi.call(customer.signUp, {
      email: details.email,
      first_name: details.first_name,
      last_name: details.last_name,
      password: input.password,
      consent: true,
      clicks_id: clicksId,
    });
  } catch (error) {
    // 400 (the legacy API's own checks) and 409 (e-mail taken) under their fields; the rest is masked.
    return { ok: false, error: formErrorOf(error), customer: null };
  }
  return { ok: true, error: null, customer: await startSession(ctx, session) };
};
