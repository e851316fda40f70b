import type { GatewayContext } from '../../context.ts';
import { withAddressAndCustomerLimits } from '../../rate-limit/customer-limits.ts';

/**
 * Coupon codes are short and guessable: every code tried, checked (a visitor) or applied (a
 * customer), counts per address, and a customer's applies per customer too (docs/decisions.md,
 * "Rate limits").
 */
export function withCouponLimits<T>(
  ctx: GatewayContext,
  as: 'visitor' | 'customer',
  tryCode: () => Promise<T>,
): Promise<T> {
  // A public check proves no session: it counts against the address only.
  const leadsId = as === 'customer' ? (ctx.session?.leadsId ?? null) : null;
  return withAddressAndCustomerLimits(
    { perIp: ctx.rateLimits.couponTriesPerIp, perCustomer: ctx.rateLimits.couponTriesPerCustomer },
    { clientIp: ctx.clientIp, leadsId },
    tryCode,
  );
}
