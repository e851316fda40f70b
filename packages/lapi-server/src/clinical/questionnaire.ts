import { dateOfBirthSchema, validateWith } from '@helmsman/domain';
import { z } from 'zod';
import {
  bmi,
  END,
  type Metric,
  type Next,
  type NumberQuestion,
  type NumberRange,
  type Question,
  type QuestionTree,
  type QuestionType,
  questionOf,
  type RiskFlag,
  type RiskResult,
} from './question-bank/index.ts';

/**
 * The questionnaire's rules, without a database: validating an answer against its question, walking a
 * tree along saved answers, assessing risk, and the view of a question that clients get. The visit's
 * position is derived from its answers wherever possible, so answers and position cannot disagree.
 */

/** What a customer can answer: a choice, several choices, yes/no, a number, a text or a date. */
export type Answer = string | number | boolean | string[];
export type Answers = ReadonlyMap<string, Answer>;

export type AnswerCheck =
  | { readonly ok: true; readonly value: Answer }
  | { readonly ok: false; readonly problem: string };

/**
 * Checks `raw` against the question. Problems read as predicates after the field name ("must be …"),
 * except the date-of-birth ones, which are the spec's sentences ('Invalid date').
 */
export function checkAnswer(question: Question, raw: unknown, today: Date): AnswerCheck {
  if (question.type === 'date') return checkDateOfBirth(raw, today);
  if (question.type === 'stop')
    return { ok: false, problem: 'cannot be given: this question ends the visit' };
  const result = answerSchema(question).safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: result.error.issues[0]?.message ?? 'is not a valid answer' };
}

const list = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(', ');

function answerSchema(question: Exclude<Question, { type: 'date' | 'stop' }>): z.ZodType<Answer> {
  switch (question.type) {
    case 'single_choice': {
      const values = question.options.map((option) => option.value);
      return z.string({ error: `must be one of ${list(values)}` }).refine((value) => values.includes(value), {
        error: `must be one of ${list(values)}`,
      });
    }
    case 'multiple_choice': {
      const values = question.options.map((option) => option.value);
      const exclusive = question.options.filter((option) => option.exclusive).map((option) => option.value);
      return z
        .array(z.string(), { error: `must be a list of options from ${list(values)}` })
        .min(1, 'must list at least one option')
        .refine((chosen) => chosen.every((value) => values.includes(value)), {
          error: `must be a list of options from ${list(values)}`,
        })
        .refine((chosen) => new Set(chosen).size === chosen.length, {
          error: 'must not list an option twice',
        })
        .refine((chosen) => chosen.length === 1 || !chosen.some((value) => exclusive.includes(value)), {
          error: `must not combine ${list(exclusive)} with other options`,
        });
    }
    case 'yes_no':
      return z.boolean({ error: 'must be true (yes) or false (no)' });
    case 'number': {
      const range = `must be a number from ${question.min} to ${question.max} (${question.unit})`;
      const number = z.number({ error: range }).min(question.min, range).max(question.max, range);
      return question.integer ? number.int(`must be a whole number (${question.unit})`) : number;
    }
    case 'text':
      return z
        .string({ error: 'must be a string' })
        .trim()
        .min(1, 'must not be empty')
        .max(question.maxLength, `must have at most ${question.maxLength} characters`);
  }
}

function checkDateOfBirth(raw: unknown, today: Date): AnswerCheck {
  // The spec's date-of-birth rules and messages, shared with the app's forms.
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return { ok: false, problem: 'Date format must be MM/DD/YYYY.' };
  }
  const errors = validateWith(dateOfBirthSchema(() => today))(raw ?? '');
  const problem = errors === undefined ? undefined : Object.values(errors)[0];
  return problem === undefined ? { ok: true, value: raw as string } : { ok: false, problem };
}

/**
 * The question that follows `question` given its answer, END, or undefined when the saved answer no
 * longer fits the question (the tree changed since): the walk then stops there, as if unanswered.
 */
export function nextOf(
  tree: QuestionTree,
  question: Question,
  answer: Answer,
  answers: Answers,
): Next | undefined {
  switch (question.type) {
    case 'single_choice': {
      const option = question.options.find((candidate) => candidate.value === answer);
      if (!option) return undefined;
      return option.next !== undefined ? option.next : question.next;
    }
    case 'multiple_choice': {
      if (!Array.isArray(answer)) return undefined;
      // Option order, not the order of the answer: the tree decides which branch wins.
      const deciding = question.options.find(
        (option) => answer.includes(option.value) && option.next !== undefined,
      );
      return deciding ? deciding.next : question.next;
    }
    case 'yes_no':
      if (typeof answer !== 'boolean') return undefined;
      return answer ? question.next.yes : question.next.no;
    case 'number': {
      if (typeof answer !== 'number') return undefined;
      const rule = question.branches?.find((candidate) =>
        inRange(tree, question, candidate, answer, answers),
      );
      return rule ? rule.next : question.next;
    }
    case 'text':
    case 'date':
      return question.next;
    case 'stop':
      return undefined;
  }
}

function metricValue(
  tree: QuestionTree,
  question: NumberQuestion,
  metric: Metric,
  answer: number,
  answers: Answers,
): number | undefined {
  if (metric === 'answer') return answer;
  if (!question.bmiFrom) return undefined;
  const height = answers.get(questionOf(tree, question.bmiFrom.heightQuestion).id);
  return typeof height === 'number' && height > 0 ? bmi(answer, height) : undefined;
}

function inRange(
  tree: QuestionTree,
  question: NumberQuestion,
  range: NumberRange,
  answer: number,
  answers: Answers,
): boolean {
  const value = metricValue(tree, question, range.metric, answer, answers);
  if (value === undefined) return false;
  return (
    (range.below === undefined || value < range.below) &&
    (range.atLeast === undefined || value >= range.atLeast)
  );
}

export interface Walk {
  /** From the first question to the frontier (included), in order: the questions "on the path". */
  readonly path: readonly string[];
  /** The first question on the path without a usable answer (possibly a stop question); END when complete. */
  readonly frontier: string | typeof END;
  /** The answers of the path's answered questions; answers of other branches are not in it. */
  readonly answers: ReadonlyMap<string, Answer>;
}

/** Follows the saved answers from the first question. Trees are acyclic (question-bank.test.ts). */
export function walk(tree: QuestionTree, saved: Answers): Walk {
  const path: string[] = [];
  const onPath = new Map<string, Answer>();
  let id: string = tree.first;
  for (;;) {
    if (path.includes(id)) throw new Error(`The ${tree.category} tree loops at ${id}`);
    path.push(id);
    const question = questionOf(tree, id);
    const answer = saved.get(id);
    if (answer === undefined) return { path, frontier: id, answers: onPath };
    const next = nextOf(tree, question, answer, onPath);
    if (next === undefined) return { path, frontier: id, answers: onPath };
    onPath.set(id, answer);
    if (next === END) return { path, frontier: END, answers: onPath };
    id = next;
  }
}

/** The question before `id` on the path, or undefined at the first question. */
export function previousOnPath(state: Walk, id: string): string | undefined {
  const index = state.path.indexOf(id);
  return index > 0 ? state.path[index - 1] : undefined;
}

export interface Progress {
  readonly answered: number;
  /** Answered plus the questions still ahead along the most likely branches (stop questions avoided). */
  readonly total_estimate: number;
}

export function progressOf(tree: QuestionTree, state: Walk): Progress {
  const answered = state.answers.size;
  let ahead = 0;
  let id: Next = state.frontier;
  while (id !== END && ahead <= tree.questions.length) {
    const question = questionOf(tree, id);
    ahead += 1;
    id = likelyNext(tree, question);
  }
  return { answered, total_estimate: answered + ahead };
}

/** The continuation most customers take: the first branch that does not end in a stop question. */
function likelyNext(tree: QuestionTree, question: Question): Next {
  const candidates: Next[] = [];
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      for (const option of question.options)
        candidates.push(option.next !== undefined ? option.next : (question.next ?? END));
      candidates.push(question.next ?? END);
      break;
    case 'yes_no':
      candidates.push(question.next.no, question.next.yes);
      break;
    case 'number':
      candidates.push(question.next);
      break;
    case 'text':
    case 'date':
      candidates.push(question.next);
      break;
    case 'stop':
      return END;
  }
  const isStop = (next: Next) => next !== END && questionOf(tree, next).type === 'stop';
  return candidates.find((next) => !isStop(next)) ?? END;
}

export interface RiskAssessment {
  readonly result: RiskResult;
  readonly reasons: readonly { readonly code: string; readonly message: string }[];
  /** False while the questionnaire is not finished: the result may still change. */
  readonly complete: boolean;
}

const severity: Record<RiskResult, number> = { eligible: 0, needs_review: 1, not_eligible: 2 };

/**
 * The worst result of the flags raised along the path (a stop question reached counts as its reason),
 * with every reason, most severe first. Answers of abandoned branches do not count.
 */
export function assessRisk(tree: QuestionTree, state: Walk): RiskAssessment {
  const flags: RiskFlag[] = [];
  for (const [id, answer] of state.answers)
    flags.push(...flagsOf(tree, questionOf(tree, id), answer, state.answers));
  if (state.frontier !== END) {
    const frontier = questionOf(tree, state.frontier);
    if (frontier.type === 'stop') flags.push(frontier.reason);
  }
  const unique = [...new Map(flags.map((flag) => [flag.code, flag])).values()].sort(
    (a, b) => severity[b.result] - severity[a.result],
  );
  const result = unique.reduce<RiskResult>(
    (worst, flag) => (severity[flag.result] > severity[worst] ? flag.result : worst),
    'eligible',
  );
  return {
    result,
    reasons: unique.map(({ code, message }) => ({ code, message })),
    complete: state.frontier === END,
  };
}

function flagsOf(tree: QuestionTree, question: Question, answer: Answer, answers: Answers): RiskFlag[] {
  switch (question.type) {
    case 'single_choice':
      return question.options
        .filter((option) => option.value === answer && option.flag)
        .map((option) => option.flag as RiskFlag);
    case 'multiple_choice':
      return question.options
        .filter((option) => Array.isArray(answer) && answer.includes(option.value) && option.flag)
        .map((option) => option.flag as RiskFlag);
    case 'yes_no': {
      const flag = answer === true ? question.flags?.yes : answer === false ? question.flags?.no : undefined;
      return flag ? [flag] : [];
    }
    case 'number':
      if (typeof answer !== 'number') return [];
      return (question.flags ?? [])
        .filter((rule) => inRange(tree, question, rule, answer, answers))
        .map((rule) => rule.flag);
    default:
      return [];
  }
}

/** A question as clients see it: every key present (null where it does not apply); no branching, no flags. */
export interface QuestionView {
  id: string;
  type: QuestionType;
  text: string;
  help: string | null;
  /** Choices; empty for other types (yes/no answers are true or false). */
  options: { value: string; label: string; exclusive: boolean }[];
  min: number | null;
  max: number | null;
  unit: string | null;
  /** Numbers: whether only whole numbers are accepted. */
  integer: boolean | null;
  max_length: number | null;
  /** Dates: 'MM/DD/YYYY'. */
  format: string | null;
}

export function viewOf(question: Question): QuestionView {
  const view: QuestionView = {
    id: question.id,
    type: question.type,
    text: question.text,
    help: question.help ?? null,
    options: [],
    min: null,
    max: null,
    unit: null,
    integer: null,
    max_length: null,
    format: null,
  };
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      view.options = question.options.map(({ value, label, exclusive }) => ({
        value,
        label,
        exclusive: exclusive ?? false,
      }));
      break;
    case 'number':
      Object.assign(view, {
        min: question.min,
        max: question.max,
        unit: question.unit,
        integer: question.integer,
      });
      break;
    case 'text':
      view.max_length = question.maxLength;
      break;
    case 'date':
      view.format = 'MM/DD/YYYY';
      break;
    default:
      break;
  }
  return view;
}
