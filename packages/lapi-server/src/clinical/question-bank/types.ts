/** The shape of a questionnaire: categories, question kinds, branches and risk flags. */
export const VISIT_CATEGORIES = ['ed', 'sleep', 'hair', 'SKY GLP'] as const;
export type VisitCategory = (typeof VISIT_CATEGORIES)[number];

/** Where a branch goes: another question of the same tree, or END (the questionnaire is complete). */
export type Next = string | typeof END;
export const END = null;

export type RiskResult = 'eligible' | 'needs_review' | 'not_eligible';

/** Raised by an answer; the risk assessment reports the worst result and every reason. */
export interface RiskFlag {
  readonly result: Exclude<RiskResult, 'eligible'>;
  /** Stable, for clients that act on a reason (snake_case). */
  readonly code: string;
  /** For the customer and the reviewing doctor. */
  readonly message: string;
}

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  /** Overrides the question's `next` when this option is chosen (multiple choice: the first such option). */
  readonly next?: Next;
  readonly flag?: RiskFlag;
  /** Multiple choice: cannot be combined with other options ('None of these'). */
  readonly exclusive?: boolean;
}

interface QuestionBase {
  /** `<category prefix>-<name>`, URL-safe: it appears in the app's path (see visits.ts). */
  readonly id: string;
  readonly text: string;
  readonly help?: string;
}

export interface SingleChoiceQuestion extends QuestionBase {
  readonly type: 'single_choice';
  readonly options: readonly ChoiceOption[];
  /** For options without their own `next`. */
  readonly next?: Next;
}

export interface MultipleChoiceQuestion extends QuestionBase {
  readonly type: 'multiple_choice';
  readonly options: readonly ChoiceOption[];
  readonly next: Next;
}

export interface YesNoQuestion extends QuestionBase {
  readonly type: 'yes_no';
  readonly next: { readonly yes: Next; readonly no: Next };
  readonly flags?: { readonly yes?: RiskFlag; readonly no?: RiskFlag };
}

/**
 * `answer`: the number itself. `bmi`: body-mass index from this answer (weight in lb) and the answer
 * to `bmiFrom.heightQuestion` (height in inches).
 */
export type Metric = 'answer' | 'bmi';

/** Applies when `metric` is below `below` (exclusive) and at least `atLeast` (inclusive), where given. */
export interface NumberRange {
  readonly metric: Metric;
  readonly below?: number;
  readonly atLeast?: number;
}

export interface NumberQuestion extends QuestionBase {
  readonly type: 'number';
  readonly min: number;
  readonly max: number;
  readonly unit: string;
  readonly integer: boolean;
  readonly next: Next;
  /** The first matching rule decides the next question; otherwise `next`. */
  readonly branches?: readonly (NumberRange & { readonly next: Next })[];
  readonly flags?: readonly (NumberRange & { readonly flag: RiskFlag })[];
  readonly bmiFrom?: { readonly heightQuestion: string };
}

export interface TextQuestion extends QuestionBase {
  readonly type: 'text';
  readonly maxLength: number;
  readonly next: Next;
}

export interface DateQuestion extends QuestionBase {
  readonly type: 'date';
  /** The spec's one date rule set: MM/DD/YYYY, a real date, age 19 to 99 (dateOfBirthSchema). */
  readonly rule: 'date_of_birth';
  readonly next: Next;
}

/** Ends a branch: the visit cannot go on from here (the customer may go back and change an answer). */
export interface StopQuestion extends QuestionBase {
  readonly type: 'stop';
  readonly reason: RiskFlag & { readonly result: 'not_eligible' };
}

export type Question =
  | SingleChoiceQuestion
  | MultipleChoiceQuestion
  | YesNoQuestion
  | NumberQuestion
  | TextQuestion
  | DateQuestion
  | StopQuestion;

export type QuestionType = Question['type'];

export interface QuestionTree {
  readonly category: VisitCategory;
  /** Every id of the tree starts with `${prefix}-`. */
  readonly prefix: string;
  readonly first: string;
  /** In display order (get_questions lists them so). */
  readonly questions: readonly Question[];
}
