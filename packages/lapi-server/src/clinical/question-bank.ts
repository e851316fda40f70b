/**
 * The online visit's questionnaires: one tree per category, in code. Questions are product content
 * that changes with releases (and is reviewed like code); what a customer answered is data and lives in
 * the database (`visit_answers`), keyed by the question ids below. Ids are therefore forever: change a
 * question's wording freely, but give a question with a different meaning a new id.
 *
 * Branching is declarative (options and number rules name the next question), so a unit test can prove
 * that every branch ends and every option leads to an existing question of the same tree. Risk flags
 * sit next to the answer that raises them; stop questions end a branch and say why (risk.ts).
 */

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

const dateOfBirth = (prefix: string, next: string): DateQuestion => ({
  id: `${prefix}-dob`,
  type: 'date',
  text: 'What is your date of birth?',
  help: 'MM/DD/YYYY. You must be between 19 and 99 years old.',
  rule: 'date_of_birth',
  next,
});

const review = (code: string, message: string): RiskFlag => ({ result: 'needs_review', code, message });
const stop = (code: string, message: string) => ({ result: 'not_eligible', code, message }) as const;

const ed: QuestionTree = {
  category: 'ed',
  prefix: 'ed',
  first: 'ed-dob',
  questions: [
    dateOfBirth('ed', 'ed-symptoms'),
    {
      id: 'ed-symptoms',
      type: 'single_choice',
      text: 'How often do you have trouble getting or keeping an erection?',
      options: [
        { value: 'rarely', label: 'Rarely' },
        { value: 'sometimes', label: 'Sometimes' },
        { value: 'often', label: 'Often' },
        { value: 'always', label: 'Every time' },
      ],
      next: 'ed-nitrates',
    },
    {
      id: 'ed-nitrates',
      type: 'yes_no',
      text: 'Do you take nitrates (such as nitroglycerin or isosorbide) or use poppers?',
      next: { yes: 'ed-nitrates-stop', no: 'ed-blood-pressure' },
    },
    {
      id: 'ed-nitrates-stop',
      type: 'stop',
      text: 'ED medication taken with nitrates can lower your blood pressure dangerously, so we cannot prescribe it online. Please talk to your doctor.',
      reason: stop('nitrates', 'Takes nitrates: ED medication is contraindicated.'),
    },
    {
      id: 'ed-blood-pressure',
      type: 'single_choice',
      text: 'What was your most recent blood pressure reading?',
      options: [
        { value: 'normal', label: 'Normal (below 140/90)' },
        { value: 'high', label: 'High (140/90 or above)', next: 'ed-systolic' },
        {
          value: 'low',
          label: 'Low (below 90/60)',
          flag: review('low_blood_pressure', 'Low blood pressure: a doctor must review the dose.'),
        },
        {
          value: 'unknown',
          label: "I don't know",
          flag: review('blood_pressure_unknown', 'Blood pressure unknown: a doctor will follow up.'),
        },
      ],
      next: 'ed-conditions',
    },
    {
      id: 'ed-systolic',
      type: 'number',
      text: 'What was the top number (systolic) of that reading?',
      min: 70,
      max: 260,
      unit: 'mmHg',
      integer: true,
      next: 'ed-conditions',
      flags: [
        {
          metric: 'answer',
          below: 180,
          flag: review('high_blood_pressure', 'High blood pressure: a doctor must review it first.'),
        },
        {
          metric: 'answer',
          atLeast: 180,
          flag: {
            result: 'not_eligible',
            code: 'severe_hypertension',
            message: 'Systolic blood pressure of 180 mmHg or more: needs in-person care first.',
          },
        },
      ],
    },
    {
      id: 'ed-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these conditions?',
      options: [
        {
          value: 'heart_disease',
          label: 'Heart disease or chest pain during sex',
          flag: review('heart_disease', 'Heart disease: a doctor must confirm sex is safe.'),
        },
        {
          value: 'stroke',
          label: 'A stroke or heart attack in the last 6 months',
          flag: review('recent_stroke', 'Recent stroke or heart attack: a doctor must review.'),
        },
        { value: 'diabetes', label: 'Diabetes' },
        {
          value: 'liver_kidney',
          label: 'Liver or kidney disease',
          flag: review('liver_kidney', 'Liver or kidney disease: the dose may need adjusting.'),
        },
        { value: 'none', label: 'None of these', exclusive: true },
      ],
      next: 'ed-medications',
    },
    {
      id: 'ed-medications',
      type: 'text',
      text: 'Which medications and supplements do you take? Write "none" if you take none.',
      maxLength: 1000,
      next: 'ed-previous-treatment',
    },
    {
      id: 'ed-previous-treatment',
      type: 'single_choice',
      text: 'Have you taken ED medication before?',
      options: [
        { value: 'never', label: 'Never' },
        { value: 'sildenafil', label: 'Sildenafil (Viagra)' },
        { value: 'tadalafil', label: 'Tadalafil (Cialis)' },
        { value: 'other', label: 'Something else' },
      ],
      next: END,
    },
  ],
};

const sleep: QuestionTree = {
  category: 'sleep',
  prefix: 'sleep',
  first: 'sleep-dob',
  questions: [
    dateOfBirth('sleep', 'sleep-trouble'),
    {
      id: 'sleep-trouble',
      type: 'single_choice',
      text: 'What troubles your sleep most?',
      options: [
        { value: 'falling_asleep', label: 'Falling asleep' },
        { value: 'staying_asleep', label: 'Staying asleep' },
        { value: 'waking_early', label: 'Waking up too early' },
        { value: 'all', label: 'All of these' },
      ],
      next: 'sleep-hours',
    },
    {
      id: 'sleep-hours',
      type: 'number',
      text: 'How many hours do you sleep on a typical night?',
      min: 0,
      max: 16,
      unit: 'hours',
      integer: false,
      next: 'sleep-snoring',
    },
    {
      id: 'sleep-snoring',
      type: 'yes_no',
      text: 'Do you snore loudly, or has anyone seen you stop breathing in your sleep?',
      next: { yes: 'sleep-apnea', no: 'sleep-sedatives' },
      flags: { yes: review('possible_sleep_apnea', 'Signs of sleep apnea: a doctor must review.') },
    },
    {
      id: 'sleep-apnea',
      type: 'yes_no',
      text: 'Have you been diagnosed with sleep apnea?',
      next: { yes: 'sleep-sedatives', no: 'sleep-sedatives' },
    },
    {
      id: 'sleep-sedatives',
      type: 'yes_no',
      text: 'Do you take opioids, benzodiazepines or other sedatives?',
      next: { yes: 'sleep-sedatives-stop', no: 'sleep-conditions' },
    },
    {
      id: 'sleep-sedatives-stop',
      type: 'stop',
      text: 'Sleep medication together with sedatives can slow your breathing dangerously, so we cannot prescribe it online. Please talk to your doctor.',
      reason: stop('sedatives', 'Takes sedatives: sleep medication is contraindicated.'),
    },
    {
      id: 'sleep-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these?',
      options: [
        {
          value: 'depression',
          label: 'Depression',
          flag: review('depression', 'Depression: a doctor must choose the treatment.'),
        },
        { value: 'anxiety', label: 'Anxiety' },
        { value: 'restless_legs', label: 'Restless legs' },
        { value: 'shift_work', label: 'Night or shift work' },
        { value: 'none', label: 'None of these', exclusive: true },
      ],
      next: 'sleep-notes',
    },
    {
      id: 'sleep-notes',
      type: 'text',
      text: 'Is there anything else your doctor should know about your sleep?',
      maxLength: 1000,
      next: END,
    },
  ],
};

const hair: QuestionTree = {
  category: 'hair',
  prefix: 'hair',
  first: 'hair-dob',
  questions: [
    dateOfBirth('hair', 'hair-pattern'),
    {
      id: 'hair-pattern',
      type: 'single_choice',
      text: 'Which best describes your hair loss?',
      options: [
        { value: 'receding_hairline', label: 'Receding hairline' },
        { value: 'thinning_crown', label: 'Thinning at the crown' },
        { value: 'overall_thinning', label: 'Thinning all over' },
        { value: 'patchy', label: 'Patches or sudden loss', next: 'hair-patchy-stop' },
      ],
      next: 'hair-duration',
    },
    {
      id: 'hair-patchy-stop',
      type: 'stop',
      text: 'Patchy or sudden hair loss has other causes that a doctor needs to examine in person.',
      reason: stop('patchy_hair_loss', 'Patchy or sudden hair loss: needs an in-person examination.'),
    },
    {
      id: 'hair-duration',
      type: 'single_choice',
      text: 'How long have you been losing hair?',
      options: [
        { value: 'under_1_year', label: 'Less than a year' },
        { value: '1_to_5_years', label: '1 to 5 years' },
        { value: 'over_5_years', label: 'More than 5 years' },
      ],
      next: 'hair-family-plans',
    },
    {
      id: 'hair-family-plans',
      type: 'yes_no',
      text: 'Are you planning to father a child in the next 12 months?',
      next: { yes: 'hair-conditions', no: 'hair-conditions' },
      flags: {
        yes: review('family_plans', 'Planning a child: finasteride needs a doctor’s advice.'),
      },
    },
    {
      id: 'hair-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these?',
      options: [
        {
          value: 'liver_disease',
          label: 'Liver disease',
          flag: review('liver_disease', 'Liver disease: a doctor must review the treatment.'),
        },
        {
          value: 'prostate_cancer',
          label: 'Prostate cancer, or a raised PSA',
          flag: review('prostate', 'Prostate history: finasteride affects PSA tests.'),
        },
        {
          value: 'depression',
          label: 'Depression',
          flag: review('depression', 'Depression: a doctor must choose the treatment.'),
        },
        { value: 'none', label: 'None of these', exclusive: true },
      ],
      next: END,
    },
  ],
};

const bmiBelow27 = 27;
const bmiBelow30 = 30;

const skyGlp: QuestionTree = {
  category: 'SKY GLP',
  prefix: 'glp',
  first: 'glp-dob',
  questions: [
    dateOfBirth('glp', 'glp-height'),
    {
      id: 'glp-height',
      type: 'number',
      text: 'How tall are you?',
      min: 48,
      max: 96,
      unit: 'in',
      integer: true,
      next: 'glp-weight',
    },
    {
      id: 'glp-weight',
      type: 'number',
      text: 'How much do you weigh?',
      min: 80,
      max: 700,
      unit: 'lb',
      integer: false,
      bmiFrom: { heightQuestion: 'glp-height' },
      // GLP-1 treatment is indicated from BMI 30, or from 27 with a weight-related condition.
      branches: [
        { metric: 'bmi', below: bmiBelow27, next: 'glp-bmi-stop' },
        { metric: 'bmi', below: bmiBelow30, next: 'glp-weight-conditions' },
      ],
      next: 'glp-thyroid',
    },
    {
      id: 'glp-weight-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these weight-related conditions?',
      options: [
        { value: 'type_2_diabetes', label: 'Type 2 diabetes or prediabetes' },
        { value: 'high_blood_pressure', label: 'High blood pressure' },
        { value: 'high_cholesterol', label: 'High cholesterol' },
        { value: 'sleep_apnea', label: 'Sleep apnea' },
        { value: 'none', label: 'None of these', exclusive: true, next: 'glp-bmi-stop' },
      ],
      next: 'glp-thyroid',
    },
    {
      id: 'glp-bmi-stop',
      type: 'stop',
      text: 'GLP-1 treatment is for a BMI of 30 or more, or 27 or more with a weight-related condition.',
      reason: stop('bmi_too_low', 'BMI below the treatment threshold.'),
    },
    {
      id: 'glp-thyroid',
      type: 'yes_no',
      text: 'Have you or a close relative had medullary thyroid cancer or MEN2?',
      next: { yes: 'glp-thyroid-stop', no: 'glp-pancreatitis' },
    },
    {
      id: 'glp-thyroid-stop',
      type: 'stop',
      text: 'GLP-1 medication is not safe with a personal or family history of medullary thyroid cancer or MEN2.',
      reason: stop('thyroid_cancer_history', 'Medullary thyroid cancer or MEN2 history: contraindicated.'),
    },
    {
      id: 'glp-pancreatitis',
      type: 'yes_no',
      text: 'Have you ever had pancreatitis?',
      next: { yes: 'glp-goal', no: 'glp-goal' },
      flags: { yes: review('pancreatitis', 'History of pancreatitis: a doctor must review.') },
    },
    {
      id: 'glp-goal',
      type: 'text',
      text: 'What would you like to achieve with the programme?',
      maxLength: 1000,
      next: END,
    },
  ],
};

export const questionTrees: Readonly<Record<VisitCategory, QuestionTree>> = {
  ed,
  sleep,
  hair,
  'SKY GLP': skyGlp,
};

const byId = new Map<string, { readonly tree: QuestionTree; readonly question: Question }>();
for (const tree of Object.values(questionTrees)) {
  for (const question of tree.questions) byId.set(question.id, { tree, question });
}

/** The question and its tree, or undefined for an id no tree has. */
export function findQuestion(
  id: string,
): { readonly tree: QuestionTree; readonly question: Question } | undefined {
  return byId.get(id);
}

/** A question of `tree`; throws for an id outside it (a bug: ids come from the tree or were checked). */
export function questionOf(tree: QuestionTree, id: string): Question {
  const found = byId.get(id);
  if (!found || found.tree !== tree) throw new Error(`No question ${id} in the ${tree.category} tree`);
  return found.question;
}

/** Body-mass index from pounds and inches. */
export function bmi(weightLb: number, heightIn: number): number {
  return (703 * weightLb) / (heightIn * heightIn);
}
