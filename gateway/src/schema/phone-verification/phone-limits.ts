import type { GatewayContext } from '../../context.ts';
import { withAddressAndCustomerLimits } from '../../rate-limit/customer-limits.ts';

/**
 * Texts cost money and go to a number someone may not own; a 6-digit code is guessable with enough
 * tries. Each counts per address and, once the legacy API has accepted the session, per customer
 * (docs/decisions.md, "Rate limits"). The legacy API's own caps (5 codes an hour, 5 tries a code) are
 * lower and say so in its words; these stop a script spread over many accounts or addresses.
 */
export function withPhoneLimits<T>(
  ctx: GatewayContext,
  what: 'text' | 'check',
  work: () => Promise<T>,
): Promise<T> {
  const limits = ctx.rateLimits;
  return withAddressAndCustomerLimits(
    what === 'text'
      ? { perIp: limits.phoneTextsPerIp, perCustomer: limits.phoneTextsPerCustomer }
      : { perIp: limits.phoneChecksPerIp, perCustomer: limits.phoneChecksPerCustomer },
    { clientIp: ctx.clientIp, leadsId: ctx.session?.leadsId ?? null },
    work,
  );
}
