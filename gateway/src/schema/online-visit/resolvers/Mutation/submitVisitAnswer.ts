import {
  messages,
  toVisitAnswer,
  validateVisitAnswer,
  visitCategorySlug,
  visitQuestionIdSchema,
} from '@helmsman/domain';
import { formError } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { answerFieldFor, noVisitStep, toDomainQuestion } from '../../to-visit-step.ts';
import {
  type CurrentVisit,
  failedForm,
  QuestionnaireFailure,
  readVisit,
  sendAnswer,
  visitAccess,
} from '../../visit-calls.ts';

export const NOT_CURRENT_QUESTION =
  'Your visit has moved on from this question. Reload the page to continue where it is.';

/**
 * Checks the answer against the question the visit is at, with the rules and messages the form uses,
 * then submits it (v2) or saves it (v1). The legacy API checks it again and decides where the visit
 * goes next. A failed legacy call is the spec's message for it on the form, unmasked.
 */
export const submitVisitAnswer: NonNullable<MutationResolvers['submitVisitAnswer']> = async (
  _parent,
  { input },
  ctx,
) => {
  const access = visitAccess(ctx, input.category);
  const { category } = access;
  const questionId = String(input.questionId);
  const refused = (
    message: string,
    step: CurrentVisit['step'] | null,
    fieldErrors?: Record<string, string>,
  ) => ({
    ok: false,
    error: formError(message, fieldErrors),
    step,
    complete: false,
  });
  if (!visitQuestionIdSchema.isValidSync(questionId)) return refused(NOT_CURRENT_QUESTION, null);

  // The question the visit is at, as the legacy API says: never the browser's idea of it.
  let current: CurrentVisit;
  try {
    current = await readVisit(access);
  } catch (error) {
    return { ok: false, error: failedForm(error), step: null, complete: false };
  }
  const legacyQuestion = current.legacy?.question;
  if (!legacyQuestion || legacyQuestion.id !== questionId) return refused(NOT_CURRENT_QUESTION, current.step);

  const question = toDomainQuestion(legacyQuestion);
  const raw = answerFieldFor(question.type, input.answer);
  const fieldErrors = validateVisitAnswer(question, raw);
  if (fieldErrors)
    return refused(fieldErrors.answer ?? messages.failedSubmitQuestion, current.step, fieldErrors);

  try {
    const next = await sendAnswer(access, questionId, toVisitAnswer(question, raw));
    if (next === null) return { ok: true, error: null, step: noVisitStep(category), complete: true };
    return { ok: true, error: null, step: next, complete: false };
  } catch (error) {
    if (error instanceof QuestionnaireFailure && (error.isRefusal || error.isConflict)) {
      // The legacy rules disagree with ours, or the visit changed in between: worth a look, not an alarm.
      ctx.logger.warn(
        { category: visitCategorySlug(category), questionId, status: error.httpStatus },
        'visit answer refused by the legacy API',
      );
      return refused(error.message, current.step);
    }
    return refused(failedForm(error).message, null);
  }
};
