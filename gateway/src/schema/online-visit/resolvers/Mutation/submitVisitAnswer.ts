import {
  messages,
  toVisitAnswer,
  validateVisitAnswer,
  visitCategorySlug,
  visitQuestionIdSchema,
} from '@helmsman/domain';
import { clinical } from '@helmsman/lapi-client';
import { formError, mapLapiError } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { answerFieldFor, noVisitStep, toDomainQuestion, toVisitStep } from '../../to-visit-step.ts';
import { isVisitConflict, isVisitRefusal, readVisit, visitAccess } from '../../visit-calls.ts';

export const NOT_CURRENT_QUESTION =
  'Your visit has moved on from this question. Reload the page to continue where it is.';

/**
 * Checks the answer against the question the visit is at, with the rules and messages the form uses,
 * then submits it. The legacy API checks it again and decides where the visit goes next.
 */
export const submitVisitAnswer: NonNullable<MutationResolvers['submitVisitAnswer']> = async (
  _parent,
  { input },
  ctx,
) => {
  const { lapi, category } = visitAccess(ctx, input.category);
  const questionId = String(input.questionId);
  const refused = (
    message: string,
    step: typeof current.step | null,
    fieldErrors?: Record<string, string>,
  ) => ({
    ok: false,
    error: formError(message, fieldErrors),
    step,
    complete: false,
  });
  if (!visitQuestionIdSchema.isValidSync(questionId)) return refused(NOT_CURRENT_QUESTION, null);

  // The question the visit is at, as the legacy API says: never the browser's idea of it.
  const current = await readVisit(lapi, category);
  const legacyQuestion = current.legacy?.question;
  if (!legacyQuestion || legacyQuestion.id !== questionId) return refused(NOT_CURRENT_QUESTION, current.step);

  const question = toDomainQuestion(legacyQuestion);
  const raw = answerFieldFor(question.type, input.answer);
  const fieldErrors = validateVisitAnswer(question, raw);
  if (fieldErrors)
    return refused(fieldErrors.answer ?? messages.failedSubmitQuestion, current.step, fieldErrors);

  try {
    const next = await lapi.call(clinical.submitQuestion, {
      question_id: questionId,
      answer: toVisitAnswer(question, raw),
    });
    if (next.question === null) return { ok: true, error: null, step: noVisitStep(category), complete: true };
    // The next question comes after the one just answered, so Back is always possible there.
    return { ok: true, error: null, step: toVisitStep(category, next, () => false), complete: false };
  } catch (error) {
    if (isVisitRefusal(error) || isVisitConflict(error)) {
      // The legacy rules disagree with ours, or the visit changed in between: worth a look, not an alarm.
      ctx.logger.warn(
        { category: visitCategorySlug(category), questionId, status: error.httpStatus },
        'visit answer refused by the legacy API',
      );
      return refused(messages.failedSubmitQuestion, current.step);
    }
    return mapLapiError(error);
  }
};
