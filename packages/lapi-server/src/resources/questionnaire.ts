import { messages } from '@helmsman/domain';
import { z } from 'zod';
import {
  END,
  findQuestion,
  type QuestionTree,
  questionOf,
  questionTrees,
  type VisitCategory,
} from '../clinical/question-bank/index.ts';
import {
  type Answer,
  checkAnswer,
  nextOf,
  previousOnPath,
  progressOf,
  viewOf,
  type Walk,
  walk,
} from '../clinical/questionnaire.ts';
import {
  clinicalFailure,
  findCurrentVisit,
  keepOnlyAnswers,
  loadAnswers,
  noVisitInProgress,
  saveAnswer,
  updateVisit,
  type Visit,
  visitCategory,
} from '../clinical/visit-store.ts';
import type { Db } from '../db/open.ts';
import { replyField } from '../http/audit.ts';
import { type Reply, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { type CustomerContext, defineRoute } from '../http/route.ts';

/**
 * The online visit's questionnaire, v1 and v2. Every call acts on one of the session lead's in-progress
 * visits: the one of the question's category (answers), of `category` when given, or else the current
 * one (touched last). The visit's position is its current question; answering moves it to the question
 * the answer leads to, "previous" moves it one step back along the path, and answering the last
 * question submits the visit.
 *
 * "On the path": the questions the saved answers lead through, from the first one to the first
 * unanswered one. Only those can be answered (409 otherwise); answers of branches the customer left
 * are ignored while they edit (and kept, so that coming back pre-fills them), and deleted at submission.
 *
 * Answers are health data: nothing here logs them.
 */

const navigationInput = customerInput.extend({ category: visitCategory.optional() });

const answerInput = customerInput.extend({
  question_id: z.string().min(1).max(100),
  // Validated against its question in the handler; here only its presence.
  answer: z.unknown().refine((value) => value !== undefined, { error: 'is required' }),
});

interface Located {
  readonly visit: Visit;
  readonly tree: QuestionTree;
  readonly saved: Map<string, Answer>;
  readonly state: Walk;
}

async function locate(db: Db, visit: Visit): Promise<Located> {
  const tree = questionTrees[visit.category as VisitCategory];
  const saved = await loadAnswers(db, visit.id);
  return { visit, tree, saved, state: walk(tree, saved) };
}

/**
 * The current question as stored, unless it is no longer on the path (the tree changed since): then the
 * first unanswered question, where the customer has to go on anyway.
 */
function currentQuestionOf({ visit, state }: Located): string | null {
  if (visit.currentQuestionId !== null && state.path.includes(visit.currentQuestionId))
    return visit.currentQuestionId;
  return state.frontier;
}

/** What v2 answers (and v1 too, from its question calls): the question to show, its saved answer, progress. */
function questionView(located: Located, questionId: string | null) {
  const { visit, tree, saved, state } = located;
  return {
    visit_id: visit.id,
    category: visit.category,
    status: visit.status,
    question: questionId === null ? null : viewOf(questionOf(tree, questionId)),
    answer: questionId === null ? null : (saved.get(questionId) ?? null),
    progress: progressOf(tree, state),
  };
}

async function currentVisitOrFailure(
  db: Db,
  leadId: number,
  category: VisitCategory | undefined,
  message: string,
  forUpdate = false,
): Promise<Located | Reply> {
  const visit = await findCurrentVisit(db, leadId, { category, forUpdate });
  if (!visit) return noVisitInProgress(message, category);
  return locate(db, visit);
}

const isReply = (value: Located | Reply): value is Reply => 'httpStatus' in value;

async function showCurrent(
  { db, leadId }: CustomerContext,
  category: VisitCategory | undefined,
  message: string,
) {
  const located = await currentVisitOrFailure(db, leadId, category, message);
  if (isReply(located)) return located;
  return success(questionView(located, currentQuestionOf(located)), '');
}

async function stepBack(
  { db, leadId, clock }: CustomerContext,
  category: VisitCategory | undefined,
  message: string,
): Promise<Reply> {
  return db.transaction(async (tx: Db): Promise<Reply> => {
    const located = await currentVisitOrFailure(tx, leadId, category, message, true);
    if (isReply(located)) return located;
    const current = currentQuestionOf(located);
    const previous = current === null ? undefined : previousOnPath(located.state, current);
    if (previous === undefined) {
      return clinicalFailure(409, message, {
        reason: 'The visit is at its first question: there is no previous question.',
      });
    }
    const visit = await updateVisit(tx, located.visit.id, {
      currentQuestionId: previous,
      updatedAt: clock.now(),
    });
    return success(questionView({ ...located, visit }, previous), '');
  });
}

/**
 * Validates and saves one answer, then moves the visit to the question it leads to; END submits the
 * visit. Returns the visit as it now stands, or the failure.
 */
async function applyAnswer(
  { db, leadId, clock }: CustomerContext,
  questionId: string,
  rawAnswer: unknown,
  message: string,
): Promise<Located | Reply> {
  const found = findQuestion(questionId);
  if (!found) {
    return clinicalFailure(400, message, {
      field: 'question_id',
      problem: 'must name a question of an online visit',
    });
  }
  const { tree, question } = found;
  return db.transaction(async (tx: Db): Promise<Located | Reply> => {
    const located = await currentVisitOrFailure(tx, leadId, tree.category, message, true);
    if (isReply(located)) return located;
    if (!located.state.path.includes(questionId)) {
      return clinicalFailure(409, message, {
        reason: `Question ${questionId} is not on the path of this visit's answers so far; answer ${currentQuestionOf(located) ?? 'the current question'} first.`,
      });
    }
    if (question.type === 'stop') {
      return clinicalFailure(409, message, {
        reason: `Question ${questionId} ends the visit and takes no answer; go back and change an earlier answer.`,
      });
    }
    const now = clock.now();
    const checked = checkAnswer(question, rawAnswer, now);
    if (!checked.ok) return clinicalFailure(400, message, { field: 'answer', problem: checked.problem });

    const saved = new Map(located.saved).set(questionId, checked.value);
    const state = walk(tree, saved);
    const next = nextOf(tree, question, checked.value, state.answers);
    await saveAnswer(tx, located.visit.id, questionId, checked.value, now);
    let visit: Visit;
    if (next === END) {
      await keepOnlyAnswers(tx, located.visit.id, [...state.answers.keys()]);
      for (const id of saved.keys()) if (!state.answers.has(id)) saved.delete(id);
      visit = await updateVisit(tx, located.visit.id, {
        status: 'submitted',
        currentQuestionId: null,
        submittedAt: now,
        updatedAt: now,
      });
    } else {
      // checkAnswer accepted the answer, so it fits the question and leads somewhere.
      if (next === undefined) throw new Error(`Answer to ${questionId} leads nowhere`);
      visit = await updateVisit(tx, located.visit.id, { currentQuestionId: next, updatedAt: now });
    }
    return { visit, tree, saved, state };
  });
}

// ---- v1 ----

const getQuestions = defineRoute({
  path: '/lapi/questionnaire/get_questions/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'read', id: replyField('visit_id') },
  summary:
    "The questions of the category's questionnaire with the visit's position and the answers on its path.",
  input: customerInput.extend({ category: visitCategory }),
  invalidInput: invalidInputAs(messages.failedRetrieveQuestions),
  async handler({ category }, { db, leadId }) {
    const located = await currentVisitOrFailure(db, leadId, category, messages.failedRetrieveQuestions);
    if (isReply(located)) return located;
    const { visit, tree, state } = located;
    return success(
      {
        visit_id: visit.id,
        category: visit.category,
        status: visit.status,
        current_question_id: currentQuestionOf(located),
        questions: tree.questions.map(viewOf),
        path: state.path,
        answers: Object.fromEntries(state.answers),
        progress: progressOf(tree, state),
      },
      '',
    );
  },
});

const saveQuestion = defineRoute({
  path: '/lapi/questionnaire/save_question/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'update', id: replyField('visit_id') },
  summary:
    "Saves the answer to a question on the visit's path and answers the id of the next question (null: submitted).",
  input: answerInput,
  invalidInput: invalidInputAs(messages.failedSaveQuestion),
  async handler({ question_id, answer }, context) {
    const applied = await applyAnswer(context, question_id, answer, messages.failedSaveQuestion);
    if (isReply(applied)) return applied;
    const { visit } = applied;
    return success(
      {
        visit_id: visit.id,
        category: visit.category,
        status: visit.status,
        next_question_id: visit.currentQuestionId,
      },
      'Answer saved.',
    );
  },
});

const getNextQuestion = defineRoute({
  path: '/lapi/questionnaire/get_next_question/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'read', id: replyField('visit_id') },
  summary:
    'The question the visit is at (the next to answer, or one the customer went back to) with its saved answer.',
  input: navigationInput,
  invalidInput: invalidInputAs(messages.failedRetrieveNextQuestion),
  handler: ({ category }, context) => showCurrent(context, category, messages.failedRetrieveNextQuestion),
});

const getPreviousQuestion = defineRoute({
  path: '/lapi/questionnaire/get_previous_question/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'read', id: replyField('visit_id') },
  summary:
    'Moves the visit one question back along its path and answers that question with its saved answer.',
  input: navigationInput,
  invalidInput: invalidInputAs(messages.failedRetrievePreviousQuestion),
  handler: ({ category }, context) => stepBack(context, category, messages.failedRetrievePreviousQuestion),
});

// ---- v2 ----

const nextQuestion = defineRoute({
  path: '/lapi/v2/questionnaire/next_question',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'read', id: replyField('visit_id') },
  summary: 'The question the visit is at, with its options, its saved answer and the progress.',
  input: navigationInput,
  invalidInput: invalidInputAs(messages.failedRetrieveNextQuestion),
  handler: ({ category }, context) => showCurrent(context, category, messages.failedRetrieveNextQuestion),
});

const previousQuestion = defineRoute({
  path: '/lapi/v2/questionnaire/previous_question',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'read', id: replyField('visit_id') },
  summary: 'Moves the visit one question back and answers that question, its saved answer and the progress.',
  input: navigationInput,
  invalidInput: invalidInputAs(messages.failedRetrievePreviousQuestion),
  handler: ({ category }, context) => stepBack(context, category, messages.failedRetrievePreviousQuestion),
});

const submitQuestion = defineRoute({
  path: '/lapi/v2/questionnaire/submit_question',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'visit_answers', action: 'update', id: replyField('visit_id') },
  summary:
    'Validates and saves an answer, then answers the next question (question null: the visit is submitted).',
  input: answerInput,
  invalidInput: invalidInputAs(messages.failedSubmitQuestion),
  async handler({ question_id, answer }, context) {
    const applied = await applyAnswer(context, question_id, answer, messages.failedSubmitQuestion);
    if (isReply(applied)) return applied;
    return success(questionView(applied, applied.visit.currentQuestionId), 'Answer saved.');
  },
});

export const questionnaireRoutes = [
  getQuestions,
  saveQuestion,
  getNextQuestion,
  getPreviousQuestion,
  nextQuestion,
  previousQuestion,
  submitQuestion,
];
