import { messages } from '@helmsman/domain';
import { clinical } from '@helmsman/lapi-client';
import { formError, mapLapiError } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { startsAt, toVisitStep } from '../../to-visit-step.ts';
import { isVisitConflict, visitAccess } from '../../visit-calls.ts';

export const visitBack: NonNullable<MutationResolvers['visitBack']> = async (
  _parent,
  { category: slug },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, slug);
  try {
    // The list does not depend on the visit's position, so it is read alongside the step back.
    const [step, questionnaire] = await Promise.all([
      lapi.call(clinical.previousQuestion, { category }),
      lapi.call(clinical.getQuestions, { category }),
    ]);
    return { ok: true, error: null, step: toVisitStep(category, step, startsAt(questionnaire)) };
  } catch (error) {
    // At the first question, or the visit was submitted meanwhile (another tab).
    if (isVisitConflict(error))
      return { ok: false, error: formError(messages.failedRetrievePreviousQuestion), step: null };
    return mapLapiError(error);
  }
};
