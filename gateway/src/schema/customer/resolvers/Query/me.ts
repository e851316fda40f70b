import { account } from '@helmsman/lapi-client';
import { asCustomer } from '../../../../errors/index.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { toCustomer } from '../../to-customer.ts';

/** Null when nobody is logged in; UNAUTHENTICATED when the cookie's session has ended. */
export const me: NonNullable<QueryResolvers['me']> = async (_parent, _arg, ctx) => {
  if (!ctx.session) return null;
  const basics = await asCustomer(() => ctx.customerLapi().call(account.verifyAuthentication, {}));
  return toCustomer(basics);
};
