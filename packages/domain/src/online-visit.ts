import * as yup from 'yup';
import { dateOfBirthSchema, type FieldErrors, validateWith } from './schemas.ts';

/**
 * The online visit's questionnaire as the app and the gateway see it (spec sections 1 and 2): the
 * categories and their URL slugs, the question kinds the legacy question bank has, and the rules an
 * answer must meet before it is sent. The legacy API checks answers again and has the last word.
 */

/** The categories an online visit exists for, as the legacy API names them. */
export const VISIT_CATEGORIES = ['ed', 'sleep', 'hair', 'SKY GLP'] as const;
export type VisitCategory = (typeof VISIT_CATEGORIES)[number];

/**
 * The category as it appears in the visit's path (`/visit/<slug>/question/<id>`): lower case with
 * dashes, as the legacy API writes its resume destinations ('SKY GLP' → 'sky-glp').
 */
export function visitCategorySlug(category: VisitCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

const bySlug = new Map<string, VisitCategory>(VISIT_CATEGORIES.map((c) => [visitCategorySlug(c), c]));

/** 'sky-glp' → 'SKY GLP'; null for anything that is not a visit category's slug. */
export function visitCategoryFromSlug(slug: string): VisitCategory | null {
  return bySlug.get(slug) ?? null;
}

/** How the visit's pages name a category: 'ED visit'. */
export const visitCategoryLabels: Readonly<Record<VisitCategory, string>> = {
  ed: 'Erectile dysfunction',
  sleep: 'Sleep',
  hair: 'Hair loss',
  'SKY GLP': 'Weight management',
};

/** Question ids are URL-safe (`ed-blood-pressure`): they appear in the path as they are. */
export const visitQuestionIdSchema = yup
  .string()
  .required('Question id is required')
  .max(100, 'Question id is too long')
  .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Question id is not valid');

/** The path of one question of a visit: where the legacy API sends the customer to resume. */
export function visitQuestionPath(category: VisitCategory, questionId: string): string {
  return `/visit/${visitCategorySlug(category)}/question/${questionId}`;
}

/** The kinds of question the legacy question bank has. A 'stop' question ends a branch and takes no answer. */
export const VISIT_QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'yes_no',
  'number',
  'text',
  'date',
  'stop',
] as const;
export type VisitQuestionType = (typeof VISIT_QUESTION_TYPES)[number];

export interface VisitQuestionOption {
  value: string;
  label: string;
  /** Multiple choice: cannot be combined with other options ('None of these'). */
  exclusive: boolean;
}

/** One question as the visit's page shows it; fields that do not apply to its type are null or empty. */
export interface VisitQuestion {
  id: string;
  type: VisitQuestionType;
  text: string;
  help: string | null;
  options: VisitQuestionOption[];
  min: number | null;
  max: number | null;
  unit: string | null;
  /** Numbers: only whole numbers. */
  integer: boolean | null;
  maxLength: number | null;
}

/** A choice, several choices, yes (true) or no (false), a number, a text, or a date 'MM/DD/YYYY'. */
export type VisitAnswer = string | string[] | boolean | number;

export interface VisitProgress {
  answered: number;
  /** Answered plus the questions likely still ahead: branches make the total an estimate. */
  totalEstimate: number;
}

/** Customer-facing messages of the answer rules ('required' style, as the other forms word them). */
export const visitAnswerMessages = {
  chooseOne: 'Please choose an answer.',
  chooseAtLeastOne: 'Please choose at least one answer.',
  yesOrNo: 'Please answer yes or no.',
  number: 'Please enter a number.',
  wholeNumber: 'Please enter a whole number.',
  text: 'Please enter an answer.',
  noAnswer: 'This question takes no answer. Go back to change an earlier answer.',
} as const;

function numberRange(question: VisitQuestion): string {
  const unit = question.unit ? ` ${question.unit}` : '';
  return `Please enter a number from ${question.min} to ${question.max}${unit}.`;
}

function exclusiveRule(question: VisitQuestion) {
  const exclusive = question.options.filter((option) => option.exclusive);
  return (chosen: (string | undefined)[] | undefined, context: yup.TestContext) => {
    if (!chosen || chosen.length < 2) return true;
    const clash = exclusive.find((option) => chosen.includes(option.value));
    return clash
      ? context.createError({ message: `"${clash.label}" cannot be combined with other answers.` })
      : true;
  };
}

/**
 * The rule an answer to `question` must meet. Values may arrive as the form holds them (a number as
 * typed, yes/no as 'true'/'false'); `cast` turns them into the answer to send.
 */
export function visitAnswerSchema(
  question: VisitQuestion,
  today: () => Date = () => new Date(),
): yup.AnySchema {
  const values = question.options.map((option) => option.value);
  switch (question.type) {
    case 'single_choice':
      return yup
        .string()
        .required(visitAnswerMessages.chooseOne)
        .oneOf(values, visitAnswerMessages.chooseOne);
    case 'multiple_choice':
      return (
        yup
          .array(yup.string().required())
          .required(visitAnswerMessages.chooseAtLeastOne)
          .min(1, visitAnswerMessages.chooseAtLeastOne)
          // On the list, not its items: the form shows one message for the whole group.
          .test('known', visitAnswerMessages.chooseAtLeastOne, (chosen) =>
            (chosen ?? []).every((value) => values.includes(value)),
          )
          .test('exclusive', 'cannot be combined', exclusiveRule(question))
      );
    case 'yes_no':
      return yup.boolean().required(visitAnswerMessages.yesOrNo).typeError(visitAnswerMessages.yesOrNo);
    case 'number': {
      let number = yup
        .number()
        .typeError(visitAnswerMessages.number)
        .required(visitAnswerMessages.number)
        .min(question.min ?? Number.NEGATIVE_INFINITY, numberRange(question))
        .max(question.max ?? Number.POSITIVE_INFINITY, numberRange(question));
      if (question.integer) number = number.integer(visitAnswerMessages.wholeNumber);
      return number;
    }
    case 'text': {
      const text = yup.string().trim().required(visitAnswerMessages.text);
      return question.maxLength === null
        ? text
        : text.max(question.maxLength, `Please keep your answer under ${question.maxLength} characters.`);
    }
    case 'date':
      return dateOfBirthSchema(today);
    case 'stop':
      return yup.mixed().test('no-answer', visitAnswerMessages.noAnswer, () => false);
  }
}

/** `{ answer }`, as the question form holds it: the shape react-final-form and the gateway validate. */
export function visitAnswerFormSchema(question: VisitQuestion, today?: () => Date) {
  return yup.object({ answer: visitAnswerSchema(question, today) });
}

/** The first problem of `answer` as `{ answer: message }`, or undefined when it may be sent. */
export function validateVisitAnswer(
  question: VisitQuestion,
  answer: unknown,
  today?: () => Date,
): FieldErrors | undefined {
  return validateWith(visitAnswerFormSchema(question, today))({ answer });
}

/**
 * The answer to send for a valid form value: numbers as numbers, yes/no as booleans, texts trimmed.
 * Throws for an invalid value (validate first).
 */
export function toVisitAnswer(question: VisitQuestion, value: unknown, today?: () => Date): VisitAnswer {
  return visitAnswerSchema(question, today).validateSync(value) as VisitAnswer;
}
