import { loginSchema, messages, validateWith } from '@helmsman/domain';
import { account, LapiFailure } from '@helmsman/lapi-client';
import { requireFeature } from '../../../../features.ts';
import { toCustomer } from '../../../customer/to-customer.ts';
import { formError } from '../../../form-error.ts';
import type { MutationResolvers } from './../../../types.generated.js';

const validate = validateWith(loginSchema);

export const login: NonNullable<MutationResolvers['login']> = async (_parent, { input }, ctx) => {
  requireFeature(ctx, 'login');
  const fieldErrors = validate(input);
  if (fieldErrors)
    return { ok: false, error: formError('Please correct the highlighted fields.', fieldErrors) };

  let session: { leads_id: number; token: string };
  try {
    session = await ctx.lapi.call(account.login, { email: input.email.trim(), password: input.password });
  } catch (error) {
    // Wrong credentials are the customer's to fix; anything else is ours and is masked.
    if (error instanceof LapiFailure && [400, 401, 403].includes(error.httpStatus)) {
      return { ok: false, error: formError(messages.invalidCredentials) };
    }
    throw error;
  }
  const lapiSession = { leadsId: session.leads_id, token: session.token };
  await ctx.sessionCookie.write(lapiSession);
  const basics = await ctx.lapi.forSession(lapiSession).call(account.verifyAuthentication, {});
  return { ok: true, error: null, customer: toCustomer(basics) };
};
