import { toLegacySurveyAnswers, VISIT_SURVEY_ID, validateWith, visitSurveySchema } from '@helmsman/domain';
import { messaging } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, refusalOrThrow } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { withFeedbackLimit } from '../../feedback-limits.ts';

const validate = validateWith(visitSurveySchema);

/**
 * The confirmation's optional survey (/survey/, 'online_visit'). The answers are the customer's own
 * words: they go to the legacy API and nowhere else (no log line holds them).
 */
export const submitVisitSurvey: NonNullable<MutationResolvers['submitVisitSurvey']> = async (
  _parent,
  { input },
  ctx,
) => {
  requireFeature(ctx, 'onlineVisit');
  const lapi = ctx.customerLapi();
  const fieldErrors = validate(input.answers);
  if (fieldErrors) return { ok: false, error: formError(FIX_FIELDS, fieldErrors) };
  return withFeedbackLimit(ctx, async () => {
    try {
      await lapi.call(messaging.survey, {
        survey: VISIT_SURVEY_ID,
        answers: toLegacySurveyAnswers(input.answers),
      });
      return { ok: true, error: null };
    } catch (error) {
      return { ok: false, error: formError(refusalOrThrow(error)) };
    }
  });
};
