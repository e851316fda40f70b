import { isSessionEnded } from '../errors/index.ts';
import { withinLimit } from './answers.ts';
import type { RateLimits } from './rate-limits.ts';

/**
 * Card testing (docs/decisions.md, "Rate limits"): every new card that reaches the processor counts,
 * per address and per customer, in one budget for updatePaymentMethod and placeOrder with card details.
 * The address counts up front; the customer's count once the legacy API has accepted the session
 * (approved or declined), so a forged cookie cannot use up a customer's attempts.
 */
export async function withCardTestingLimits<T>(
  limits: Pick<RateLimits, 'cardUpdatesPerIp' | 'cardUpdatesPerCustomer'>,
  who: { clientIp: string; leadsId: number },
  sendCard: () => Promise<T>,
): Promise<T> {
  await withinLimit(limits.cardUpdatesPerIp.take(who.clientIp));
  await withinLimit(limits.cardUpdatesPerCustomer.ensureRoom(who.leadsId));
  let proven = true;
  try {
    return await sendCard();
  } catch (error) {
    proven = !isSessionEnded(error);
    throw error;
  } finally {
    if (proven) await limits.cardUpdatesPerCustomer.count(who.leadsId);
  }
}
