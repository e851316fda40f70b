import { isSessionEnded } from '../errors/index.ts';
import { withinLimit } from './answers.ts';
import type { WindowCounter } from './rate-limits.ts';

/**
 * A budget per address and per customer around one legacy call. The address counts up front; the
 * customer's count once the legacy API has accepted the session (whatever it answered), so a forged
 * cookie cannot use up a customer's attempts. Without a customer (a visitor), only the address counts.
 */
export async function withAddressAndCustomerLimits<T>(
  limits: { perIp: WindowCounter; perCustomer: WindowCounter },
  who: { clientIp: string; leadsId: number | null },
  work: () => Promise<T>,
): Promise<T> {
  await withinLimit(limits.perIp.take(who.clientIp));
  return withCustomerLimit(limits.perCustomer, who.leadsId, work);
}

/**
 * A budget per customer around one legacy call, counted once the legacy API has accepted the session
 * (whatever it answered). Without a customer (a visitor), nothing counts.
 */
export async function withCustomerLimit<T>(
  perCustomer: WindowCounter,
  leadsId: number | null,
  work: () => Promise<T>,
): Promise<T> {
  if (leadsId === null) return work();
  await withinLimit(perCustomer.ensureRoom(leadsId));
  let proven = true;
  try {
    return await work();
  } catch (error) {
    proven = !isSessionEnded(error);
    throw error;
  } finally {
    if (proven) await perCustomer.count(leadsId);
  }
}
