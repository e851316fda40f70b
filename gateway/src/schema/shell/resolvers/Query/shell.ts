import { hasHealthDataAccess, messages } from '@helmsman/domain';
import { ecom, LapiError, messaging } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { isSessionEnded, unauthenticated } from '../../../../lapi-errors.ts';
import { cartItemCount } from '../../../cart/to-cart.ts';
import type { QueryResolvers } from './../../../types.generated.js';

function settled<T>(result: PromiseSettledResult<T>): T | null {
  return result.status === 'fulfilled' ? result.value : null;
}

/**
 * Spec section 4: the customer area waits for the patient data, then renders. The badges come from
 * their own calls, made alongside it, so the shell costs one round trip as slow as the slowest call;
 * a badge whose call failed is null (no badge) rather than keeping the customer out of every page.
 */
export const shell: NonNullable<QueryResolvers['shell']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  const [patient, cart, recent] = await Promise.allSettled([
    lapi.call(messaging.patientData, {}),
    lapi.call(ecom.cartContents, {}),
    // Only the count is needed; getrecent never marks anything read (getall would).
    lapi.call(messaging.getRecent, { limit: 1 }),
  ]);
  const failures = [patient, cart, recent].flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  if (failures.some(isSessionEnded)) throw unauthenticated();
  if (patient.status === 'rejected') {
    // Legacy trouble gets the spec's message; our own bugs stay masked ("Unexpected error.").
    if (!(patient.reason instanceof LapiError)) throw patient.reason;
    ctx.logger.warn({ err: patient.reason }, 'shell: patient data failed');
    throw createGraphQLError(messages.missingPatientData, {
      extensions: { code: 'PATIENT_DATA_UNAVAILABLE' },
    });
  }
  for (const reason of failures) ctx.logger.warn({ err: reason }, 'shell: a badge could not be loaded');

  const { leadsId, lander } = patient.value;
  const cartValue = settled(cart);
  return {
    customer: {
      leadsId: String(leadsId),
      email: lander.email,
      firstName: lander.first_name,
      lastName: lander.last_name,
      prospectsId: lander.prospects_id === null ? null : String(lander.prospects_id),
    },
    hasFlags: lander.flags.length > 0,
    cartCount: cartValue ? cartItemCount(cartValue) : null,
    unreadMessages: settled(recent)?.unread_count ?? null,
    showHealthData: hasHealthDataAccess(Object.values(lander.subscriptions).map((entry) => entry.category)),
  };
};
