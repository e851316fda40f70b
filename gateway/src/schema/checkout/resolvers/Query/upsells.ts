import { messages } from '@helmsman/domain';
import { commerce, LapiError } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { isSessionEnded, mapLapiError } from '../../../../errors/index.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { toUpsellOffer } from '../../to-checkout.ts';

/** The code of the Upsell step's failure, whose message the step shows as it is (spec section 4). */
export const UPSELLS_UNAVAILABLE = 'UPSELLS_UNAVAILABLE';

/**
 * Any legacy failure but an ended session (a refusal, a 5xx, a timeout) is the spec's one message,
 * unmasked: the step says it and lets the customer go on to payment without an offer.
 */
export const upsells: NonNullable<QueryResolvers['upsells']> = async (_parent, _arg, ctx) => {
  const lapi = ctx.customerLapi();
  try {
    return (await lapi.call(commerce.upsells, {})).map(toUpsellOffer);
  } catch (error) {
    if (!(error instanceof LapiError) || isSessionEnded(error)) return mapLapiError(error);
    ctx.logger.warn({ err: error }, 'upsells unavailable');
    throw createGraphQLError(messages.unableToRetrieveProducts, {
      extensions: { code: UPSELLS_UNAVAILABLE },
    });
  }
};
