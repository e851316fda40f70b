import { messages } from '@helmsman/domain';
import { clinical, LapiError } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { isSessionEnded, mapLapiError } from '../../../../errors/index.ts';
import type { QueryResolvers, VisitRiskResult } from './../../../types.generated.js';
import { visitAccess } from '../../visit-calls.ts';
import { ELIGIBILITY_UNKNOWN } from './visitEligibility.ts';

const results: Record<clinical.RiskAssessment['result'], VisitRiskResult> = {
  eligible: 'ELIGIBLE',
  needs_review: 'NEEDS_REVIEW',
  not_eligible: 'NOT_ELIGIBLE',
};

/**
 * The risk assessment of the customer's visit of the category (/risk/assessment/), in progress or just
 * submitted. Any legacy failure but an ended session (a refusal, no visit, a 5xx, a timeout) is the
 * spec's 'Failed to determine eligibility', unmasked: the page says it and offers Retry.
 */
export const visitResult: NonNullable<QueryResolvers['visitResult']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  try {
    const assessment = await lapi.call(clinical.assessRisk, { category });
    return { category: slug, result: results[assessment.result], reasons: assessment.reasons };
  } catch (error) {
    if (!(error instanceof LapiError) || isSessionEnded(error)) return mapLapiError(error);
    ctx.logger.warn({ err: error, category }, 'risk assessment unknown');
    throw createGraphQLError(messages.failedEligibility, { extensions: { code: ELIGIBILITY_UNKNOWN } });
  }
};
