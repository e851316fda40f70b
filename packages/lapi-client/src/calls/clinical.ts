import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { id } from './legacy-values.ts';

/**
 * The online visit: starting or resuming it, the questionnaire (v1 and v2), product preferences and the
 * eligibility assessment. All customer-scoped: the legacy API acts on the session's lead, whose visit
 * is found by category or as the one touched last, never by an id the gateway sends.
 */

export type VisitCategory = 'ed' | 'sleep' | 'hair' | 'SKY GLP';
export type TreatmentFrequency = 'MONTHLY' | 'QUARTERLY';

/**
 * Where the app continues the visit: `/visit/<category slug>/question/<question id>`, or
 * `/visit/<category slug>/result` for a visit whose questions are done and treatment not yet paid.
 */
const destination = z.string().regex(/^\/\S*$/);

export interface StartedVisit {
  leads_id: number;
  destination: string;
}

const startedVisit = z.object({ leads_id: id, destination });

/** Starts the visit of a category, or resumes the open one (in progress, or submitted and unpaid). */
export const startProgram = defineCall<{ category: VisitCategory }, StartedVisit>({
  path: '/leads/startprogram',
  auth: 'customer',
  response: startedVisit,
});

/**
 * 'Finish' on a pending order: continues the visit of the order's category (the legacy API creates it
 * when the order has none). Same legacy call, the spec's other request shape.
 */
export const resumeOrder = defineCall<{ new_category: string }, StartedVisit>({
  path: '/leads/startprogram',
  auth: 'customer',
  response: startedVisit,
});

// ---- Product preferences ----

const preferences = z.object({
  category: z.string(),
  preferences: z.object({
    frequency: z.string().nullable(),
    drug: z.string().nullable(),
    dosage: z.string().nullable(),
    ship_frequency: z.string().nullable(),
    hair: z.object({ concern: z.string(), products: z.array(z.string()) }).nullable(),
    sleep: z.object({ trouble: z.string(), melatonin_ok: z.boolean() }).nullable(),
  }),
});
export type VisitPreferences = z.infer<typeof preferences>;

/** The public product token (spec section 3) that these calls carry: the gateway's configuration. */
interface WithToken {
  token: string;
}

export const productFrequency = defineCall<WithToken & { frequency: TreatmentFrequency }, VisitPreferences>({
  path: '/product/frequency/',
  auth: 'customer',
  response: preferences,
});

export const productDrug = defineCall<WithToken & { drug: string }, VisitPreferences>({
  path: '/product/drug/',
  auth: 'customer',
  response: preferences,
});

export const productDosage = defineCall<WithToken & { dosage: string }, VisitPreferences>({
  path: '/product/dosage/',
  auth: 'customer',
  response: preferences,
});

export const hairPreferences = defineCall<
  WithToken & { concern: string; products: string[] },
  VisitPreferences
>({
  path: '/product/hair-preferences/',
  auth: 'customer',
  response: preferences,
});

export const sleepPreferences = defineCall<{ trouble: string; melatonin_ok: boolean }, VisitPreferences>({
  path: '/product/sleep-preferences/',
  auth: 'customer',
  response: preferences,
});

export const shipFrequency = defineCall<WithToken & { frequency: TreatmentFrequency }, VisitPreferences>({
  path: '/account/shipfrequency/',
  auth: 'customer',
  response: preferences,
});

const savedPreferences = preferences.extend({ photo_on_file: z.boolean() });
export type SavedVisitPreferences = z.infer<typeof savedPreferences>;

/**
 * A lapi-server extension: the preferences of the open visit touched last (of `category`, when given)
 * without writing one, and whether its photo is on file. 409 without an open visit; a legacy API
 * without it answers 404.
 */
export const readPreferences = defineCall<{ category?: VisitCategory }, SavedVisitPreferences>({
  path: '/product/preferences/',
  auth: 'customer',
  response: savedPreferences,
});

// ---- Eligibility ----

const riskAssessment = z.object({
  result: z.enum(['eligible', 'needs_review', 'not_eligible']),
  reasons: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type RiskAssessment = z.infer<typeof riskAssessment>;

export const assessRisk = defineCall<{ category?: VisitCategory }, RiskAssessment>({
  path: '/risk/assessment/',
  auth: 'customer',
  response: riskAssessment,
});

// ---- Questionnaire ----

/** A choice, several choices, yes/no (true/false), a number, a text or a date ('MM/DD/YYYY'). */
export type Answer = string | number | boolean | string[];
const answer = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

const question = z.object({
  id: z.string(),
  type: z.enum(['single_choice', 'multiple_choice', 'yes_no', 'number', 'text', 'date', 'stop']),
  text: z.string(),
  help: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string(), exclusive: z.boolean() })),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
  integer: z.boolean().nullable(),
  max_length: z.number().int().nullable(),
  format: z.string().nullable(),
});
export type Question = z.infer<typeof question>;

const progress = z.object({ answered: z.number().int(), total_estimate: z.number().int() });

/** What v2 answers: the question to show (null once the visit is submitted), its saved answer, progress. */
const questionStep = z.object({
  status: z.string(),
  question: question.nullable(),
  answer: answer.nullable(),
  progress,
});
export type QuestionStep = z.infer<typeof questionStep>;

/**
 * The list serves an overview of the visit (ids, kinds, texts); a question's options and bounds come
 * with next_question, so they are not read here (they vary in kind from question to question).
 */
const questionnaire = z.object({
  category: z.string(),
  current_question_id: z.string().nullable(),
  questions: z.array(question.pick({ id: true, type: true, text: true })),
  answers: z.record(z.string(), answer),
});
export type Questionnaire = z.infer<typeof questionnaire>;

/** v1: the category's questions, where the visit is, and the answers on its path. */
export const getQuestions = defineCall<{ category: VisitCategory }, Questionnaire>({
  path: '/questionnaire/get_questions/',
  auth: 'customer',
  response: questionnaire,
});

const savedQuestion = z.object({ status: z.string(), next_question_id: z.string().nullable() });

/** v1: saves an answer; the next question's id, null once the visit is submitted. */
export const saveQuestion = defineCall<
  { question_id: string; answer: Answer },
  z.infer<typeof savedQuestion>
>({
  path: '/questionnaire/save_question/',
  auth: 'customer',
  response: savedQuestion,
});

const v1Question = z.object({ question: question.nullable(), answer: answer.nullable() });
export type V1Question = z.infer<typeof v1Question>;

/** v1: the question the visit is at. `category` picks the visit; otherwise the one touched last. */
export const getNextQuestion = defineCall<{ category?: VisitCategory }, V1Question>({
  path: '/questionnaire/get_next_question/',
  auth: 'customer',
  response: v1Question,
});

/** v1: moves the visit one question back. */
export const getPreviousQuestion = defineCall<{ category?: VisitCategory }, V1Question>({
  path: '/questionnaire/get_previous_question/',
  auth: 'customer',
  response: v1Question,
});

export const nextQuestion = defineCall<{ category?: VisitCategory }, QuestionStep>({
  path: '/questionnaire/next_question',
  api: 'v2',
  auth: 'customer',
  response: questionStep,
});

export const previousQuestion = defineCall<{ category?: VisitCategory }, QuestionStep>({
  path: '/questionnaire/previous_question',
  api: 'v2',
  auth: 'customer',
  response: questionStep,
});

export const submitQuestion = defineCall<{ question_id: string; answer: Answer }, QuestionStep>({
  path: '/questionnaire/submit_question',
  api: 'v2',
  auth: 'customer',
  response: questionStep,
});
