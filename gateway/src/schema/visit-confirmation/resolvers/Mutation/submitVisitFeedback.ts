import { messages, VISIT_FEEDBACK_CONTEXT, validateWith, visitFeedbackSchema } from '@helmsman/domain';
import { LapiError, messaging } from '@helmsman/lapi-client';
import { formError, isSessionEnded, mapLapiError } from '../../../../errors/index.ts';
import { requireFeature } from '../../../../features.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { withFeedbackLimit } from '../../feedback-limits.ts';

const validate = validateWith(visitFeedbackSchema);

/**
 * The confirmation's optional star rating (/feedback/). Spec section 8: whatever went wrong, the
 * customer reads 'Failed to submit feedback. Please try again.', never masked; only an ended session
 * is UNAUTHENTICATED, as everywhere. The comment is the customer's words: never logged.
 */
export const submitVisitFeedback: NonNullable<MutationResolvers['submitVisitFeedback']> = async (
  _parent,
  { input },
  ctx,
) => {
  requireFeature(ctx, 'onlineVisit');
  const lapi = ctx.customerLapi();
  const fieldErrors = validate(input);
  if (fieldErrors) return { ok: false, error: formError(messages.failedSubmitFeedback, fieldErrors) };
  const comment = input.comment?.trim();
  return withFeedbackLimit(ctx, async () => {
    try {
      await lapi.call(messaging.feedback, {
        rating: input.rating,
        context: VISIT_FEEDBACK_CONTEXT,
        ...(comment ? { comment } : {}),
      });
      return { ok: true, error: null };
    } catch (error) {
      if (!(error instanceof LapiError) || isSessionEnded(error)) return mapLapiError(error);
      ctx.logger.warn({ failure: error.name }, 'visit feedback not stored');
      return { ok: false, error: formError(messages.failedSubmitFeedback) };
    }
  });
};
