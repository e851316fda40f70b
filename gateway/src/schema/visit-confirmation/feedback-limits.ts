import type { GatewayContext } from '../../context.ts';
import { withCustomerLimit } from '../../rate-limit/customer-limits.ts';

/**
 * The survey and the rating share one budget per customer (docs/decisions.md, "Rate limits"): each
 * is a row in the legacy database, and nobody answers a survey dozens of times an hour.
 */
export function withFeedbackLimit<T>(ctx: GatewayContext, work: () => Promise<T>): Promise<T> {
  return withCustomerLimit(ctx.rateLimits.visitFeedbackPerCustomer, ctx.session?.leadsId ?? null, work);
}
