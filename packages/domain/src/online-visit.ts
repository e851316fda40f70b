/**
 * The online visit's questionnaire as the app and the gateway see it (spec sections 1 and 2): the
 * categories and their URL slugs, the question kinds the legacy question bank has, and the rules an
 * answer must meet before it is sent. The legacy API checks answers again and has the last word.
 */

/** The categories an online visit exists for, as the legacy API names them. */
export const VISIT_CATEGORIES = ['ed', 'sleep', 'hair', 'SKY GLP'] as const;
export type VisitCategory = (typeof VISIT_CATEGORIES)[number];

export function isVisitCategory(value: unknown): value is VisitCategory {
  return typeof value === 'string' && (VISIT_CATEGORIES as readonly string[]).includes(value);
}

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

/** A treatment's public page, reached from the home page: `/treatments/<slug>`. */
export function treatmentPath(category: VisitCategory): string {
  return `/treatments/${visitCategorySlug(category)}`;
}

/** Where a visit starts, for a visitor or a customer: the state picker of `/visit/<slug>`. */
export function visitStartPath(category: VisitCategory): string {
  return `/visit/${visitCategorySlug(category)}`;
}

/** How the visit's pages name a category: 'ED visit'. */
export const visitCategoryLabels: Readonly<Record<VisitCategory, string>> = {
  ed: 'Erectile dysfunction',
  sleep: 'Sleep',
  hair: 'Hair loss',
  'SKY GLP': 'Weight management',
};

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
