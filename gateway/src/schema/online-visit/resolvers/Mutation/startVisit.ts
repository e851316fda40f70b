import { isSiteInternalPath } from '@helmsman/domain';
import { clinical, customer } from '@helmsman/lapi-client';
import { formError, refusalOrThrow } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { visitAccess } from '../../visit-calls.ts';

/**
 * After an eligible state: the legacy API starts the visit of the category, or resumes the one in
 * progress, and answers the page it goes on at. A refusal (a visit waiting for review) is its message.
 * A customer whose phone is not verified (one who logged in rather than signed up in the visit) goes
 * to the phone step first: the app cannot skip it, because nothing starts here until the legacy API
 * says the phone is proved. A legacy API that does not report it (no SMS verification) is not asked to.
 */
export const startVisit: NonNullable<MutationResolvers['startVisit']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  let started: clinical.StartedVisit;
  try {
    const { profile } = await lapi.call(customer.accountData, {});
    if (profile.phone_verified === false) {
      return { ok: false, error: null, destination: null, phoneRequired: true };
    }
    started = await lapi.call(clinical.startProgram, { category });
  } catch (error) {
    const message = refusalOrThrow(error);
    ctx.logger.info({ category, message }, 'visit not started');
    return { ok: false, error: formError(message), destination: null, phoneRequired: false };
  }
  // The app navigates there: never let an answer send the customer to another site.
  if (!isSiteInternalPath(started.destination)) {
    throw new Error(`/leads/startprogram answered a destination off this site: ${started.destination}`);
  }
  return { ok: true, error: null, destination: started.destination, phoneRequired: false };
};
