import { withAddressAndCustomerLimits } from './customer-limits.ts';
import type { RateLimits } from './rate-limits.ts';

/**
 * Card testing (docs/decisions.md, "Rate limits"): every new card that reaches the processor counts,
 * per address and per customer, in one budget for updatePaymentMethod and placeOrder with card details.
 */
export async function withCardTestingLimits<T>(
  limits: Pick<RateLimits, 'cardUpdatesPerIp' | 'cardUpdatesPerCustomer'>,
  who: { clientIp: string; leadsId: number },
  sendCard: () => Promise<T>,
): Promise<T> {
  return withAddressAndCustomerLimits(
    { perIp: limits.cardUpdatesPerIp, perCustomer: limits.cardUpdatesPerCustomer },
    who,
    sendCard,
  );
}
