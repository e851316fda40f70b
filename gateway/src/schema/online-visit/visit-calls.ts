import type { VisitCategory } from '@helmsman/domain';
import { clinical, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../../context.ts';
import { mapLapiError } from '../../errors/index.ts';
import { requireFeature } from '../../features.ts';
import type { VisitStep } from '../types.generated.ts';
import { categoryOfSlug, noVisitStep, startsAt, toVisitStep } from './to-visit-step.ts';

/** Every visit operation: the feature must be on, the customer logged in, the category one of ours. */
export function visitAccess(
  ctx: GatewayContext,
  slug: string,
): { lapi: SessionLapiClient; category: VisitCategory } {
  requireFeature(ctx, 'onlineVisit');
  const lapi = ctx.customerLapi();
  const category = categoryOfSlug(slug);
  if (!category)
    throw createGraphQLError('There is no online visit for this category.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return { lapi, category };
}

/**
 * The legacy API answers 409 when the customer has no visit of the category in progress (none
 * started, or submitted) or a step is not possible (Back at the first question): the customer's
 * situation, not a fault.
 */
export function isVisitConflict(error: unknown): error is LapiFailure {
  return error instanceof LapiFailure && error.httpStatus === 409;
}

/** The legacy API refused the input (400): its message is the spec's for that call. */
export function isVisitRefusal(error: unknown): error is LapiFailure {
  return error instanceof LapiFailure && error.httpStatus === 400;
}

export interface CurrentVisit {
  /** As the legacy API gave it; null without a visit in progress. */
  legacy: clinical.QuestionStep | null;
  step: VisitStep;
}

/** The visit where it stands now. The question list only tells where the visit starts, for Back. */
export async function readVisit(lapi: SessionLapiClient, category: VisitCategory): Promise<CurrentVisit> {
  try {
    const [legacy, questionnaire] = await Promise.all([
      lapi.call(clinical.nextQuestion, { category }),
      lapi.call(clinical.getQuestions, { category }),
    ]);
    return { legacy, step: toVisitStep(category, legacy, startsAt(questionnaire)) };
  } catch (error) {
    if (isVisitConflict(error)) return { legacy: null, step: noVisitStep(category) };
    return mapLapiError(error);
  }
}
