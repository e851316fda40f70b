import { account } from '@helmsman/lapi-client';
import type { GatewayContext } from '../../context.ts';
import { toCustomer } from '../customer/to-customer.ts';
import type { Customer } from '../types.generated.ts';

/** A session the legacy API started (login, sign-up): `expires_at` is when it ends at the latest. */
export interface StartedSession {
  leads_id: number;
  token: string;
  expires_at?: Date | undefined;
}

/** Writes the session cookie for a session login or sign-up started, and answers its customer. */
export async function startSession(
  ctx: Pick<GatewayContext, 'lapi' | 'sessionCookie'>,
  session: StartedSession,
): Promise<Customer> {
  const lapiSession = { leadsId: session.leads_id, token: session.token };
  await ctx.sessionCookie.write(lapiSession, session.expires_at);
  return toCustomer(await ctx.lapi.forSession(lapiSession).call(account.verifyAuthentication, {}));
}
