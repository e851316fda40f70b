import { clinical } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { given } from '../provider-states.ts';
import { PUBLIC_TOKEN } from './formats.ts';
import { customerInteraction, describePactCases, envelope, fails, succeeds } from './lapi-pact.ts';
import { alex, alexPendingEdOrder } from './people.ts';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

/**
 * The online visit: startprogram ('Finish' included), product preferences, the risk assessment and the
 * questionnaire (v1 and v2). Question ids and answers are those of lapi-server's question bank; the
 * provider states put Alex's visit exactly where each interaction needs it.
 */

const noVisit = given('the customer has no online visit', { leadsId: alex.leadsId });

/** Alex's first three answers of the ED visit, as the demo data has them. */
const edAnswers = { 'ed-dob': '06/12/1984', 'ed-symptoms': 'sometimes', 'ed-nitrates': false };

function edVisit(currentQuestionId: string, answers: Record<string, string | number | boolean | string[]>) {
  return given('the customer has an online visit in progress', {
    leadsId: alex.leadsId,
    category: 'ed',
    currentQuestionId,
    answers,
    drug: 'sildenafil',
  });
}

const atBloodPressure = edVisit('ed-blood-pressure', edAnswers);
const atFirstQuestion = edVisit('ed-dob', {});

// ---- Question views: one example, the pact body (matchers) and what the client returns ----

interface QuestionExample {
  id: string;
  type: clinical.Question['type'];
  text: string;
  help: string | null;
  options: { value: string; label: string; exclusive: boolean }[];
  min: number | null;
  max: number | null;
  unit: string | null;
  integer: boolean | null;
  max_length: number | null;
  format: string | null;
}

const QUESTION_TYPES = '^(single_choice|multiple_choice|yes_no|number|text|date|stop)$';

/** Types and shapes, not wording: the clinic edits question texts without breaking the contract. */
function questionBody(example: QuestionExample) {
  const orNull = <T>(value: T | null, matcher: (value: T) => unknown) =>
    value === null ? null : matcher(value);
  const [firstOption] = example.options;
  return {
    id: string(example.id),
    type: regex(QUESTION_TYPES, example.type),
    text: string(example.text),
    help: orNull(example.help, string),
    options: firstOption
      ? eachLike({
          value: string(firstOption.value),
          label: string(firstOption.label),
          exclusive: boolean(firstOption.exclusive),
        })
      : [],
    min: orNull(example.min, number),
    max: orNull(example.max, number),
    unit: orNull(example.unit, string),
    integer: orNull(example.integer, boolean),
    max_length: orNull(example.max_length, integer),
    format: orNull(example.format, string),
  };
}

const plain = { help: null, min: null, max: null, unit: null, integer: null, max_length: null, format: null };

const bloodPressure: QuestionExample = {
  id: 'ed-blood-pressure',
  type: 'single_choice',
  text: 'What was your most recent blood pressure reading?',
  options: [{ value: 'normal', label: 'Normal (below 140/90)', exclusive: false }],
  ...plain,
};
const nitrates: QuestionExample = {
  id: 'ed-nitrates',
  type: 'yes_no',
  text: 'Do you take nitrates (such as nitroglycerin or isosorbide) or use poppers?',
  options: [],
  ...plain,
};
const conditions: QuestionExample = {
  id: 'ed-conditions',
  type: 'multiple_choice',
  text: 'Do you have any of these conditions?',
  options: [{ value: 'heart_disease', label: 'Heart disease or chest pain during sex', exclusive: false }],
  ...plain,
};
const dateOfBirth: QuestionExample = {
  ...plain,
  id: 'ed-dob',
  type: 'date',
  text: 'What is your date of birth?',
  help: 'MM/DD/YYYY. You must be between 19 and 99 years old.',
  options: [],
  format: 'MM/DD/YYYY',
};

/** A v2 step: the question shown, its saved answer and the progress. */
function step(
  status: string,
  question: QuestionExample | null,
  answer: string | boolean | null,
  progress: { answered: number; total_estimate: number },
) {
  const answerBody = answer === null ? null : typeof answer === 'boolean' ? boolean(answer) : string(answer);
  return {
    body: envelope.success({
      status: string(status),
      question: question === null ? null : questionBody(question),
      answer: answerBody,
      progress: { answered: integer(progress.answered), total_estimate: integer(progress.total_estimate) },
    }),
    returns: { status, question, answer, progress },
  };
}

const atBloodPressureStep = step('in_progress', bloodPressure, null, { answered: 3, total_estimate: 7 });
const backAtNitratesStep = step('in_progress', nitrates, false, { answered: 3, total_estimate: 7 });
const atConditionsStep = step('in_progress', conditions, null, { answered: 4, total_estimate: 7 });
const submittedStep = step('submitted', null, null, { answered: 7, total_estimate: 7 });

// ---- Preferences ----

const preferencesExample = {
  category: 'ed',
  preferences: {
    frequency: null as string | null,
    drug: 'sildenafil' as string | null,
    dosage: null as string | null,
    ship_frequency: null as string | null,
    hair: null as { concern: string; products: string[] } | null,
    sleep: null as { trouble: string; melatonin_ok: boolean } | null,
  },
};

type PreferencesExample = typeof preferencesExample;

/** The saved preference is pinned by value (the provider state decides the rest); the others by type. */
function preferencesBody(example: PreferencesExample) {
  return envelope.success(preferencesData(example));
}

function preferencesData(example: PreferencesExample) {
  const text = (value: string | null) => (value === null ? null : string(value));
  const { preferences } = example;
  return {
    category: string(example.category),
    preferences: {
      frequency: text(preferences.frequency),
      drug: text(preferences.drug),
      dosage: text(preferences.dosage),
      ship_frequency: text(preferences.ship_frequency),
      hair:
        preferences.hair === null
          ? null
          : {
              concern: string(preferences.hair.concern),
              products: eachLike(string(preferences.hair.products[0])),
            },
      sleep:
        preferences.sleep === null
          ? null
          : {
              trouble: string(preferences.sleep.trouble),
              melatonin_ok: boolean(preferences.sleep.melatonin_ok),
            },
    },
  };
}

function preferencesAnswer(change: Partial<PreferencesExample['preferences']>, category = 'ed') {
  const example = { category, preferences: { ...preferencesExample.preferences, ...change } };
  return succeeds({ body: preferencesBody(example), returns: example });
}

const startedAt = (category: 'hair' | 'sleep', first: string) =>
  given('the customer has an online visit in progress', {
    leadsId: alex.leadsId,
    category,
    currentQuestionId: first,
    answers: {},
    drug: null,
  });

/** A visit goes on at a question, or at its result once every question is answered (not yet paid). */
const destination = (example: string) => regex('^/visit/[a-z0-9-]+/(question/[a-z0-9-]+|result)$', example);

/** Starting or resuming the ED visit: it goes on at the blood pressure question. */
const resumesAtBloodPressure = {
  body: envelope.success({
    leads_id: integer(alex.leadsId),
    destination: destination('/visit/ed/question/ed-blood-pressure'),
  }),
  returns: { leads_id: alex.leadsId, destination: '/visit/ed/question/ed-blood-pressure' },
};

describePactCases('online visit & clinical', [
  // ---- startprogram ----
  customerInteraction(alex, {
    call: clinical.startProgram,
    scenario: 'for a category with a visit in progress',
    given: [atBloodPressure],
    input: { category: 'ed' },
    ...succeeds(resumesAtBloodPressure),
  }),
  customerInteraction(alex, {
    call: clinical.startProgram,
    scenario: 'for a category with a submitted, unpaid visit',
    given: [
      given('the customer has a submitted online visit not paid for yet', {
        leadsId: alex.leadsId,
        category: 'ed',
      }),
    ],
    input: { category: 'ed' },
    ...succeeds({
      body: envelope.success({
        leads_id: integer(alex.leadsId),
        destination: destination('/visit/ed/result'),
      }),
      returns: { leads_id: alex.leadsId, destination: '/visit/ed/result' },
    }),
  }),
  customerInteraction(alex, {
    call: clinical.startProgram,
    scenario: 'while the visit of the category waits for review',
    given: [
      given('the customer has an online visit waiting for review', { leadsId: alex.leadsId, category: 'ed' }),
    ],
    input: { category: 'ed' },
    ...fails(409, 'Unable to start consultation, please try again later.'),
  }),
  customerInteraction(alex, {
    call: clinical.resumeOrder,
    scenario: "to finish a pending order ('Finish')",
    given: [alexPendingEdOrder, atBloodPressure],
    input: { new_category: 'ed' },
    ...succeeds(resumesAtBloodPressure),
  }),
  customerInteraction(alex, {
    call: clinical.resumeOrder,
    scenario: 'to finish a pending order of a category that has none',
    given: [
      given('the customer has no pending order of the category', {
        leadsId: alex.leadsId,
        productCategory: 'sleep',
      }),
    ],
    input: { new_category: 'sleep' },
    ...fails(409, 'Unable to start consultation, please try again later.'),
  }),
  customerInteraction(alex, {
    call: clinical.resumeOrder,
    scenario: 'to finish a pending order of a category without online visits',
    input: { new_category: 'immunity' },
    ...fails(400, 'Unable to start consultation, please try again later.'),
  }),

  // ---- product preferences ----
  customerInteraction(alex, {
    call: clinical.productFrequency,
    scenario: 'for the visit in progress',
    given: [atBloodPressure],
    input: { token: PUBLIC_TOKEN, frequency: 'QUARTERLY' },
    ...preferencesAnswer({ frequency: 'QUARTERLY' }),
  }),
  customerInteraction(alex, {
    call: clinical.productFrequency,
    scenario: 'without a visit in progress',
    given: [noVisit],
    input: { token: PUBLIC_TOKEN, frequency: 'QUARTERLY' },
    ...fails(409, 'Failed to save product preferences'),
  }),
  customerInteraction(alex, {
    call: clinical.productDrug,
    scenario: "with a drug of the visit's category",
    given: [atBloodPressure],
    input: { token: PUBLIC_TOKEN, drug: 'tadalafil' },
    ...preferencesAnswer({ drug: 'tadalafil' }),
  }),
  customerInteraction(alex, {
    call: clinical.productDrug,
    scenario: 'with a drug of another category',
    given: [atBloodPressure],
    input: { token: PUBLIC_TOKEN, drug: 'finasteride' },
    ...fails(400, 'Failed to save product preferences'),
  }),
  customerInteraction(alex, {
    call: clinical.productDosage,
    scenario: 'with a dosage of the chosen drug',
    given: [atBloodPressure],
    input: { token: PUBLIC_TOKEN, dosage: '100 mg' },
    ...preferencesAnswer({ dosage: '100 mg' }),
  }),
  customerInteraction(alex, {
    call: clinical.productDosage,
    scenario: 'with a dosage the chosen drug lacks',
    given: [atBloodPressure],
    input: { token: PUBLIC_TOKEN, dosage: '20 mg' },
    ...fails(400, 'Failed to save product preferences'),
  }),
  customerInteraction(alex, {
    call: clinical.hairPreferences,
    scenario: 'for a hair visit in progress',
    given: [startedAt('hair', 'hair-dob')],
    input: { token: PUBLIC_TOKEN, concern: 'thinning_crown', products: ['minoxidil'] },
    ...preferencesAnswer(
      { drug: null, hair: { concern: 'thinning_crown', products: ['minoxidil'] } },
      'hair',
    ),
  }),
  customerInteraction(alex, {
    call: clinical.hairPreferences,
    scenario: 'for an ED visit',
    given: [atBloodPressure],
    input: { token: PUBLIC_TOKEN, concern: 'thinning_crown', products: ['finasteride'] },
    ...fails(409, 'Failed to save product preferences'),
  }),
  customerInteraction(alex, {
    call: clinical.sleepPreferences,
    scenario: 'for a sleep visit in progress',
    given: [startedAt('sleep', 'sleep-dob')],
    input: { trouble: 'staying_asleep', melatonin_ok: true },
    ...preferencesAnswer({ drug: null, sleep: { trouble: 'staying_asleep', melatonin_ok: true } }, 'sleep'),
  }),
  customerInteraction(alex, {
    call: clinical.sleepPreferences,
    scenario: 'without a visit in progress',
    given: [noVisit],
    input: { trouble: 'staying_asleep', melatonin_ok: true },
    ...fails(409, 'Failed to save product preferences'),
  }),
  customerInteraction(alex, {
    call: clinical.shipFrequency,
    scenario: 'for the visit in progress',
    given: [atBloodPressure],
    input: { token: PUBLIC_TOKEN, frequency: 'MONTHLY' },
    ...preferencesAnswer({ ship_frequency: 'MONTHLY' }),
  }),
  customerInteraction(alex, {
    call: clinical.shipFrequency,
    scenario: 'without a visit in progress',
    given: [noVisit],
    input: { token: PUBLIC_TOKEN, frequency: 'MONTHLY' },
    ...fails(409, 'Failed to save shipping frequency.'),
  }),
  // The read is a lapi-server extension (a legacy API without it answers 404).
  customerInteraction(alex, {
    call: clinical.readPreferences,
    scenario: 'of the visit in progress, without writing',
    given: [atBloodPressure],
    input: { category: 'ed' },
    ...succeeds({
      body: envelope.success({ ...preferencesData(preferencesExample), photo_on_file: boolean(false) }),
      returns: { ...preferencesExample, photo_on_file: false },
    }),
  }),
  customerInteraction(alex, {
    call: clinical.readPreferences,
    scenario: 'without a visit in progress',
    given: [noVisit],
    input: { category: 'ed' },
    ...fails(409, 'Failed to retrieve product preferences.'),
  }),

  // ---- risk assessment ----
  customerInteraction(alex, {
    call: clinical.assessRisk,
    scenario: 'of a visit whose answers contraindicate the treatment',
    given: [edVisit('ed-nitrates-stop', { ...edAnswers, 'ed-nitrates': true })],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({
        result: regex('^(eligible|needs_review|not_eligible)$', 'not_eligible'),
        reasons: eachLike({
          code: string('nitrates'),
          message: string('Takes nitrates: ED medication is contraindicated.'),
        }),
      }),
    },
    expected: {
      returns: {
        result: 'not_eligible',
        reasons: [{ code: 'nitrates', message: 'Takes nitrates: ED medication is contraindicated.' }],
      },
    },
  }),
  customerInteraction(alex, {
    call: clinical.assessRisk,
    scenario: 'without a visit',
    given: [noVisit],
    input: {},
    ...fails(409, 'Failed to determine eligibility'),
  }),

  // ---- questionnaire v1 ----
  customerInteraction(alex, {
    call: clinical.getQuestions,
    scenario: 'of a visit in progress',
    given: [atBloodPressure],
    input: { category: 'ed' },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        category: string('ed'),
        current_question_id: string('ed-blood-pressure'),
        questions: eachLike({
          id: string(dateOfBirth.id),
          type: regex(QUESTION_TYPES, dateOfBirth.type),
          text: string(dateOfBirth.text),
        }),
        // Keyed by question id: the answers on the visit's path, pinned as the provider state put them.
        answers: {
          'ed-dob': string('06/12/1984'),
          'ed-symptoms': string('sometimes'),
          'ed-nitrates': boolean(false),
        },
      }),
    },
    expected: {
      returns: {
        category: 'ed',
        current_question_id: 'ed-blood-pressure',
        questions: [{ id: dateOfBirth.id, type: dateOfBirth.type, text: dateOfBirth.text }],
        answers: edAnswers,
      },
    },
  }),
  customerInteraction(alex, {
    call: clinical.getQuestions,
    scenario: 'without a visit',
    given: [noVisit],
    input: { category: 'ed' },
    ...fails(409, 'Failed to retrieve questions'),
  }),
  customerInteraction(alex, {
    call: clinical.saveQuestion,
    scenario: 'with a valid answer to the current question',
    given: [atBloodPressure],
    input: { question_id: 'ed-blood-pressure', answer: 'normal' },
    willRespondWith: {
      status: 200,
      body: envelope.success({ status: string('in_progress'), next_question_id: string('ed-conditions') }),
    },
    expected: { returns: { status: 'in_progress', next_question_id: 'ed-conditions' } },
  }),
  customerInteraction(alex, {
    call: clinical.saveQuestion,
    scenario: 'with an answer the question does not offer',
    given: [atBloodPressure],
    input: { question_id: 'ed-blood-pressure', answer: 'sometimes' },
    ...fails(400, 'Failed to save question'),
  }),
  customerInteraction(alex, {
    call: clinical.getNextQuestion,
    scenario: 'of a visit in progress',
    given: [atBloodPressure],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({ question: questionBody(bloodPressure), answer: null }),
    },
    expected: { returns: { question: bloodPressure, answer: null } },
  }),
  customerInteraction(alex, {
    call: clinical.getNextQuestion,
    scenario: 'without a visit',
    given: [noVisit],
    input: {},
    ...fails(409, 'Failed to retrieve next question'),
  }),
  customerInteraction(alex, {
    call: clinical.getPreviousQuestion,
    scenario: 'of a visit past its first question',
    given: [atBloodPressure],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({ question: questionBody(nitrates), answer: boolean(false) }),
    },
    expected: { returns: { question: nitrates, answer: false } },
  }),
  customerInteraction(alex, {
    call: clinical.getPreviousQuestion,
    scenario: 'of a visit at its first question',
    given: [atFirstQuestion],
    input: {},
    ...fails(409, 'Failed to retrieve previous question'),
  }),

  // ---- questionnaire v2 ----
  customerInteraction(alex, {
    call: clinical.nextQuestion,
    scenario: 'of a visit in progress',
    given: [atBloodPressure],
    input: { category: 'ed' },
    ...succeeds(atBloodPressureStep),
  }),
  customerInteraction(alex, {
    call: clinical.nextQuestion,
    scenario: 'without a visit',
    given: [noVisit],
    input: {},
    ...fails(409, 'Failed to retrieve next question'),
  }),
  customerInteraction(alex, {
    call: clinical.previousQuestion,
    scenario: 'of a visit past its first question',
    given: [atBloodPressure],
    input: {},
    ...succeeds(backAtNitratesStep),
  }),
  customerInteraction(alex, {
    call: clinical.previousQuestion,
    scenario: 'of a visit at its first question',
    given: [atFirstQuestion],
    input: {},
    ...fails(409, 'Failed to retrieve previous question'),
  }),
  customerInteraction(alex, {
    call: clinical.submitQuestion,
    scenario: 'with a valid answer to the current question',
    given: [atBloodPressure],
    input: { question_id: 'ed-blood-pressure', answer: 'normal' },
    ...succeeds(atConditionsStep),
  }),
  customerInteraction(alex, {
    call: clinical.submitQuestion,
    scenario: 'with the answer to the last question',
    given: [
      edVisit('ed-previous-treatment', {
        ...edAnswers,
        'ed-blood-pressure': 'normal',
        'ed-conditions': ['none'],
        'ed-medications': 'none',
      }),
    ],
    input: { question_id: 'ed-previous-treatment', answer: 'never' },
    ...succeeds(submittedStep),
  }),
  customerInteraction(alex, {
    call: clinical.submitQuestion,
    scenario: 'with a date of birth that is not a date',
    given: [atFirstQuestion],
    input: { question_id: 'ed-dob', answer: '02/30/1990' },
    ...fails(400, 'Failed to submit question'),
  }),
]);
