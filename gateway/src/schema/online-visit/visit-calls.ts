import { messages, type VisitCategory } from '@helmsman/domain';
import { clinical, LapiError, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../../context.ts';
import { formError, isSessionEnded, mapLapiError } from '../../errors/index.ts';
import { requireFeature } from '../../features.ts';
import type { FormError, VisitStep } from '../types.generated.ts';
import { categoryOfSlug, noVisitStep, startsAt, toVisitStep } from './to-visit-step.ts';

/** The questionnaire's generation the legacy API speaks for a category (SITE_QUESTIONNAIRE_V1). */
export type QuestionnaireGeneration = 'v1' | 'v2';

export interface VisitAccess {
  lapi: SessionLapiClient;
  category: VisitCategory;
  generation: QuestionnaireGeneration;
}

/** Every visit operation: the feature must be on, the customer logged in, the category one of ours. */
export function visitAccess(ctx: GatewayContext, slug: string): VisitAccess {
  requireFeature(ctx, 'onlineVisit');
  const lapi = ctx.customerLapi();
  const category = categoryOfSlug(slug);
  if (!category)
    throw createGraphQLError('There is no online visit for this category.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  const generation = ctx.siteConfig.questionnaireV1.includes(category) ? 'v1' : 'v2';
  return { lapi, category, generation };
}

/**
 * A legacy call of the questionnaire that failed, with the spec's message for that call (section 8).
 * The legacy API's own text is not shown: a 5xx carries its internals.
 */
export class QuestionnaireFailure extends Error {
  constructor(
    message: string,
    readonly failure: LapiError,
  ) {
    super(message);
  }

  /** The legacy API's HTTP status; null when it gave none (unreachable, too slow, an answer of another shape). */
  get httpStatus(): number | null {
    return this.failure instanceof LapiFailure ? this.failure.httpStatus : null;
  }

  /**
   * The legacy API answers 409 when the customer has no visit of the category in progress (none
   * started, or submitted) or a step is not possible (Back at the first question): the customer's
   * situation, not a fault.
   */
  get isConflict(): boolean {
    return this.httpStatus === 409;
  }

  /** The legacy API refused the input (400): its rules disagree with ours. */
  get isRefusal(): boolean {
    return this.httpStatus === 400;
  }
}

/** The code of a questionnaire read that failed: its message is the spec's, shown as it is. */
export const QUESTIONS_UNAVAILABLE = 'QUESTIONS_UNAVAILABLE';

/** The call's answer, or a QuestionnaireFailure saying `message`; an ended session stays UNAUTHENTICATED. */
async function attempt<T>(message: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof LapiError && !isSessionEnded(error)) throw new QuestionnaireFailure(message, error);
    return mapLapiError(error);
  }
}

/** A query's failure: the spec's message, unmasked, which the page shows with Retry. */
export function questionsUnavailable(error: unknown): never {
  if (!(error instanceof QuestionnaireFailure)) throw error;
  throw createGraphQLError(error.message, { extensions: { code: QUESTIONS_UNAVAILABLE } });
}

/** A mutation's failure: the spec's message on the form; anything else is thrown on. */
export function failedForm(error: unknown): FormError {
  if (!(error instanceof QuestionnaireFailure)) throw error;
  return formError(error.message);
}

type Progress = clinical.QuestionStep['progress'];

/** The list serves both generations: where the visit starts (for Back) and, for v1, the progress. */
function readQuestionnaire({ lapi, category }: VisitAccess): Promise<clinical.Questionnaire> {
  return attempt(messages.failedRetrieveQuestions, lapi.call(clinical.getQuestions, { category }));
}

/**
 * v1 has no progress of its own: the answers on the visit's path so far, out of the questions of the
 * category that take an answer (every branch: an estimate, as v2's is), at least one more than answered.
 */
export function v1Progress(questionnaire: Pick<clinical.Questionnaire, 'questions' | 'answers'>): Progress {
  const answered = Object.keys(questionnaire.answers).length;
  const answerable = questionnaire.questions.filter((question) => question.type !== 'stop').length;
  return { answered, total_estimate: Math.max(answerable, answered + 1) };
}

/** A v1 question in v2's shape, so one mapping (toVisitStep) serves both generations. */
function asV2Step(step: clinical.V1Question, questionnaire: clinical.Questionnaire): clinical.QuestionStep {
  return { status: 'in_progress', ...step, progress: v1Progress(questionnaire) };
}

/** The question the visit is at (v2: next_question; v1: get_next_question), with the question list. */
async function currentStep(access: VisitAccess) {
  const { lapi, category, generation } = access;
  const failed = messages.failedRetrieveNextQuestion;
  if (generation === 'v2') {
    const [legacy, questionnaire] = await Promise.all([
      attempt(failed, lapi.call(clinical.nextQuestion, { category })),
      readQuestionnaire(access),
    ]);
    return { legacy, questionnaire };
  }
  const [v1, questionnaire] = await Promise.all([
    attempt(failed, lapi.call(clinical.getNextQuestion, { category })),
    readQuestionnaire(access),
  ]);
  return { legacy: asV2Step(v1, questionnaire), questionnaire };
}

export interface CurrentVisit {
  /** As the legacy API gave it (v1 in v2's shape); null without a visit in progress. */
  legacy: clinical.QuestionStep | null;
  step: VisitStep;
}

/** The visit where it stands now. Throws a QuestionnaireFailure when the legacy API could not say. */
export async function readVisit(access: VisitAccess): Promise<CurrentVisit> {
  try {
    const { legacy, questionnaire } = await currentStep(access);
    return { legacy, step: toVisitStep(access.category, legacy, startsAt(questionnaire)) };
  } catch (error) {
    if (error instanceof QuestionnaireFailure && error.isConflict)
      return { legacy: null, step: noVisitStep(access.category) };
    throw error;
  }
}

/** Moves the visit one question back (v2: previous_question; v1: get_previous_question). */
export async function stepBack(access: VisitAccess): Promise<VisitStep> {
  const { lapi, category, generation } = access;
  const failed = messages.failedRetrievePreviousQuestion;
  // The list does not depend on the visit's position, so it is read alongside the step back.
  if (generation === 'v2') {
    const [previous, questionnaire] = await Promise.all([
      attempt(failed, lapi.call(clinical.previousQuestion, { category })),
      readQuestionnaire(access),
    ]);
    return toVisitStep(category, previous, startsAt(questionnaire));
  }
  const [previous, questionnaire] = await Promise.all([
    attempt(failed, lapi.call(clinical.getPreviousQuestion, { category })),
    readQuestionnaire(access),
  ]);
  return toVisitStep(category, asV2Step(previous, questionnaire), startsAt(questionnaire));
}

/**
 * Sends a checked answer (v2: submit_question; v1: save_question, then get_next_question). Answers
 * the visit's next step, or null once the answer completed it.
 */
export async function sendAnswer(
  access: VisitAccess,
  questionId: string,
  answer: clinical.Answer,
): Promise<VisitStep | null> {
  const { lapi, category, generation } = access;
  // The next question comes after the one just answered, so Back is always possible there.
  const notFirst = () => false;
  if (generation === 'v2') {
    const next = await attempt(
      messages.failedSubmitQuestion,
      lapi.call(clinical.submitQuestion, { question_id: questionId, answer }),
    );
    return next.question === null ? null : toVisitStep(category, next, notFirst);
  }
  const saved = await attempt(
    messages.failedSaveQuestion,
    lapi.call(clinical.saveQuestion, { question_id: questionId, answer }),
  );
  if (saved.next_question_id === null) return null;
  const { legacy } = await currentStep(access);
  return toVisitStep(category, legacy, notFirst);
}
