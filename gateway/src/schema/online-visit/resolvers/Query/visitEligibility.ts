import { messages, usStateName } from '@helmsman/domain';
import { LapiError, messaging } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import type { QueryResolvers } from './../../../types.generated.js';
import { publicVisitAccess } from '../../eligibility.ts';

/** The code of the spec's eligibility failure, whose message the visit's first step shows as it is. */
export const ELIGIBILITY_UNKNOWN = 'ELIGIBILITY_UNKNOWN';

/**
 * Public: asks the legacy API where the clinic treats the category (/click/statesallowed/) and answers
 * for the one state. Any legacy failure (a refusal, a 5xx, a timeout) is the spec's message, unmasked:
 * the page says it and offers Retry. Not rate limited: it reads what the clinic publishes anyway, and
 * a session-less read costs the legacy API one indexed query (docs/decisions.md).
 */
export const visitEligibility: NonNullable<QueryResolvers['visitEligibility']> = async (
  _parent,
  { category: slug, state: asked },
  ctx,
) => {
  const { category, state } = publicVisitAccess(ctx, slug, asked);
  try {
    const treated = await ctx.lapi.call(messaging.statesAllowed, { category });
    return {
      category: slug,
      state,
      stateName: usStateName(state),
      eligible: treated.some((allowed) => allowed.code === state),
    };
  } catch (error) {
    if (!(error instanceof LapiError)) throw error;
    ctx.logger.warn({ err: error, category }, 'eligibility unknown');
    throw createGraphQLError(messages.failedEligibility, { extensions: { code: ELIGIBILITY_UNKNOWN } });
  }
};
