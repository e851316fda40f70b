import { hasHealthDataAccess, messages } from '@helmsman/domain';
import { ecom, LapiError, messaging } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { settleParts } from '../../../../errors/index.ts';
import { cartItemCount } from '../../../cart/to-cart.ts';
import type { QueryResolvers } from './../../../types.generated.js';

/**
 * Spec section 4: the customer area waits for the patient data, then renders. The badges come from
 * their own calls, made alongside it, so the shell costs one round trip as slow as the slowest call;
 * a badge whose call failed is null (no badge) rather than keeping the customer out of every page.
 */
export const shell: NonNullable<QueryResolvers['shell']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  const { values, failed } = await settleParts(
    {
      patient: lapi.call(messaging.patientData, {}),
      cart: lapi.call(ecom.cartContents, {}),
      // Only the count is needed; getrecent never marks anything read (getall would).
      recent: lapi.call(messaging.getRecent, { limit: 1 }),
    },
    { logger: ctx.logger, page: 'shell' },
  );
  const { patient, cart, recent } = values;
  if (!patient) {
    const reason = failed.find(({ part }) => part === 'patient')?.reason;
    // Legacy trouble gets the spec's message; our own bugs stay masked ("Unexpected error.").
    if (!(reason instanceof LapiError)) throw reason;
    throw createGraphQLError(messages.missingPatientData, {
      extensions: { code: 'PATIENT_DATA_UNAVAILABLE' },
    });
  }

  const { leadsId, lander } = patient;
  return {
    customer: {
      leadsId: String(leadsId),
      email: lander.email,
      firstName: lander.first_name,
      lastName: lander.last_name,
      prospectsId: lander.prospects_id === null ? null : String(lander.prospects_id),
    },
    hasFlags: lander.flags.length > 0,
    cartCount: cart ? cartItemCount(cart) : null,
    unreadMessages: recent?.unread_count ?? null,
    showHealthData: hasHealthDataAccess(Object.values(lander.subscriptions).map((entry) => entry.category)),
  };
};
