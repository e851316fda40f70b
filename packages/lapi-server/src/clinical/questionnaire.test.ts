import { describe, expect, it } from 'vitest';
import { END, findQuestion, type Question, questionTrees } from './question-bank/index.ts';
import {
  type Answer,
  assessRisk,
  checkAnswer,
  previousOnPath,
  progressOf,
  viewOf,
  walk,
} from './questionnaire.ts';

const today = new Date('2026-11-22T12:00:00Z');
const ed = questionTrees.ed;
const glp = questionTrees['SKY GLP'];

function question(id: string): Question {
  const found = findQuestion(id);
  if (!found) throw new Error(`no question ${id}`);
  return found.question;
}

function problemOf(id: string, answer: unknown): string | undefined {
  const result = checkAnswer(question(id), answer, today);
  return result.ok ? undefined : result.problem;
}

const answers = (entries: Record<string, Answer>) => new Map(Object.entries(entries));

/** Alex's ED answers up to the blood-pressure question. */
const edStart = { 'ed-dob': '06/12/1984', 'ed-symptoms': 'sometimes', 'ed-nitrates': false };

describe('checkAnswer', () => {
  it('takes a date of birth by the spec rules, ages 19 to 99', () => {
    expect(problemOf('ed-dob', '')).toBe('You must enter a date of birth.');
    expect(problemOf('ed-dob', undefined)).toBe('You must enter a date of birth.');
    expect(problemOf('ed-dob', '6/12/1984')).toBe('Date format must be MM/DD/YYYY.');
    expect(problemOf('ed-dob', 19840612)).toBe('Date format must be MM/DD/YYYY.');
    expect(problemOf('ed-dob', '02/30/1990')).toBe('Invalid date');
    expect(problemOf('ed-dob', '11/23/2007')).toMatch(/between 19 and 99/); // 18 on `today`
    expect(problemOf('ed-dob', '11/22/2007')).toBeUndefined(); // 19 today
    expect(checkAnswer(question('ed-dob'), '06/12/1984', today)).toEqual({ ok: true, value: '06/12/1984' });
  });

  it('takes one of the options of a single choice', () => {
    expect(problemOf('ed-symptoms', 'often')).toBeUndefined();
    expect(problemOf('ed-symptoms', 'never')).toBe('must be one of "rarely", "sometimes", "often", "always"');
    expect(problemOf('ed-symptoms', ['often'])).toMatch(/^must be one of/);
  });

  it('takes a list of distinct options of a multiple choice, "none" alone', () => {
    expect(problemOf('ed-conditions', ['diabetes', 'stroke'])).toBeUndefined();
    expect(problemOf('ed-conditions', ['none'])).toBeUndefined();
    expect(problemOf('ed-conditions', [])).toBe('must list at least one option');
    expect(problemOf('ed-conditions', ['diabetes', 'diabetes'])).toBe('must not list an option twice');
    expect(problemOf('ed-conditions', ['none', 'diabetes'])).toBe(
      'must not combine "none" with other options',
    );
    expect(problemOf('ed-conditions', ['gout'])).toMatch(/^must be a list of options from "heart_disease"/);
    expect(problemOf('ed-conditions', 'diabetes')).toMatch(/^must be a list of options/);
  });

  it('takes true or false for yes/no', () => {
    expect(problemOf('ed-nitrates', true)).toBeUndefined();
    expect(problemOf('ed-nitrates', 'yes')).toBe('must be true (yes) or false (no)');
  });

  it('takes a number within the bounds, whole where required', () => {
    expect(problemOf('glp-height', 70)).toBeUndefined();
    expect(problemOf('glp-height', 47)).toBe('must be a number from 48 to 96 (in)');
    expect(problemOf('glp-height', 97)).toBe('must be a number from 48 to 96 (in)');
    expect(problemOf('glp-height', '70')).toBe('must be a number from 48 to 96 (in)');
    expect(problemOf('glp-height', 70.5)).toBe('must be a whole number (in)');
    expect(problemOf('glp-weight', 180.5)).toBeUndefined();
  });

  it('takes a non-empty text within the length, trimmed', () => {
    expect(checkAnswer(question('ed-medications'), '  lisinopril  ', today)).toEqual({
      ok: true,
      value: 'lisinopril',
    });
    expect(problemOf('ed-medications', '   ')).toBe('must not be empty');
    expect(problemOf('ed-medications', 'x'.repeat(1001))).toBe('must have at most 1000 characters');
    expect(problemOf('ed-medications', 3)).toBe('must be a string');
  });

  it('takes no answer to a stop question', () => {
    expect(problemOf('ed-nitrates-stop', true)).toMatch(/ends the visit/);
  });
});

describe('walk', () => {
  it('starts at the first question', () => {
    expect(walk(ed, new Map())).toEqual({ path: ['ed-dob'], frontier: 'ed-dob', answers: new Map() });
  });

  it('follows the answers to the first unanswered question', () => {
    const state = walk(ed, answers(edStart));
    expect(state.path).toEqual(['ed-dob', 'ed-symptoms', 'ed-nitrates', 'ed-blood-pressure']);
    expect(state.frontier).toBe('ed-blood-pressure');
    expect(previousOnPath(state, 'ed-blood-pressure')).toBe('ed-nitrates');
    expect(previousOnPath(state, 'ed-dob')).toBeUndefined();
  });

  it('stops at a stop question, and ignores answers of the branch left', () => {
    const state = walk(ed, answers({ ...edStart, 'ed-nitrates': true, 'ed-blood-pressure': 'normal' }));
    expect(state.path).toEqual(['ed-dob', 'ed-symptoms', 'ed-nitrates', 'ed-nitrates-stop']);
    expect(state.frontier).toBe('ed-nitrates-stop');
    expect(state.answers.has('ed-blood-pressure')).toBe(false);
  });

  it('reaches the end when every question on the path is answered', () => {
    const state = walk(
      ed,
      answers({
        ...edStart,
        'ed-blood-pressure': 'high',
        'ed-systolic': 150,
        'ed-conditions': ['none'],
        'ed-medications': 'none',
        'ed-previous-treatment': 'never',
      }),
    );
    expect(state.frontier).toBe(END);
    expect(state.path).toContain('ed-systolic');
    expect(state.answers.size).toBe(8);
  });

  it('treats an answer that no longer fits its question as unanswered', () => {
    const state = walk(ed, answers({ ...edStart, 'ed-symptoms': 'a retired option' }));
    expect(state.frontier).toBe('ed-symptoms');
    expect(state.answers.has('ed-symptoms')).toBe(false);
  });

  it('branches the weight programme on the BMI of height and weight', () => {
    const after = (weight: number, extra: Record<string, Answer> = {}) =>
      walk(glp, answers({ 'glp-dob': '01/01/1980', 'glp-height': 70, 'glp-weight': weight, ...extra }))
        .frontier;
    expect(after(150)).toBe('glp-bmi-stop'); // BMI 21.5
    expect(after(200)).toBe('glp-weight-conditions'); // BMI 28.7
    expect(after(230)).toBe('glp-thyroid'); // BMI 33.0
    expect(after(200, { 'glp-weight-conditions': ['none'] })).toBe('glp-bmi-stop');
    expect(after(200, { 'glp-weight-conditions': ['sleep_apnea', 'high_cholesterol'] })).toBe('glp-thyroid');
  });
});

describe('progressOf', () => {
  it('counts the answered questions and estimates the rest along the likely branches', () => {
    expect(progressOf(ed, walk(ed, new Map()))).toEqual({ answered: 0, total_estimate: 7 });
    expect(progressOf(ed, walk(ed, answers(edStart)))).toEqual({ answered: 3, total_estimate: 7 });
    // At a stop question nothing lies ahead but the stop question.
    expect(progressOf(ed, walk(ed, answers({ ...edStart, 'ed-nitrates': true })))).toEqual({
      answered: 3,
      total_estimate: 4,
    });
  });
});

describe('assessRisk', () => {
  it('finds nothing in answers that raise no flag', () => {
    expect(assessRisk(ed, walk(ed, answers(edStart)))).toEqual({
      result: 'eligible',
      reasons: [],
      complete: false,
    });
  });

  it('makes nitrates a contraindication', () => {
    const risk = assessRisk(ed, walk(ed, answers({ ...edStart, 'ed-nitrates': true })));
    expect(risk.result).toBe('not_eligible');
    expect(risk.reasons).toEqual([
      { code: 'nitrates', message: 'Takes nitrates: ED medication is contraindicated.' },
    ]);
  });

  it('sends blood-pressure flags to a doctor, and a very high reading elsewhere', () => {
    const low = assessRisk(ed, walk(ed, answers({ ...edStart, 'ed-blood-pressure': 'low' })));
    expect(low.result).toBe('needs_review');
    expect(low.reasons.map((reason) => reason.code)).toEqual(['low_blood_pressure']);
    const high = (systolic: number) =>
      assessRisk(ed, walk(ed, answers({ ...edStart, 'ed-blood-pressure': 'high', 'ed-systolic': systolic })));
    expect(high(150).result).toBe('needs_review');
    expect(high(185)).toMatchObject({ result: 'not_eligible', reasons: [{ code: 'severe_hypertension' }] });
  });

  it('reports the worst result first and every reason, and only from the path', () => {
    const risk = assessRisk(
      ed,
      walk(
        ed,
        answers({
          ...edStart,
          'ed-blood-pressure': 'unknown',
          'ed-conditions': ['heart_disease', 'diabetes'],
          'ed-medications': 'none',
          'ed-previous-treatment': 'never',
          // Left behind on another branch: must not count.
          'ed-systolic': 200,
        }),
      ),
    );
    expect(risk).toEqual({
      result: 'needs_review',
      reasons: [
        { code: 'blood_pressure_unknown', message: 'Blood pressure unknown: a doctor will follow up.' },
        { code: 'heart_disease', message: 'Heart disease: a doctor must confirm sex is safe.' },
      ],
      complete: true,
    });
  });

  it('refuses the weight programme below the BMI threshold', () => {
    const risk = assessRisk(
      glp,
      walk(glp, answers({ 'glp-dob': '01/01/1980', 'glp-height': 70, 'glp-weight': 150 })),
    );
    expect(risk).toMatchObject({ result: 'not_eligible', reasons: [{ code: 'bmi_too_low' }] });
  });
});

describe('viewOf', () => {
  it('shows a question with every key, without branching or risk flags', () => {
    expect(viewOf(question('ed-blood-pressure'))).toEqual({
      id: 'ed-blood-pressure',
      type: 'single_choice',
      text: 'What was your most recent blood pressure reading?',
      help: null,
      options: [
        { value: 'normal', label: 'Normal (below 140/90)', exclusive: false },
        { value: 'high', label: 'High (140/90 or above)', exclusive: false },
        { value: 'low', label: 'Low (below 90/60)', exclusive: false },
        { value: 'unknown', label: "I don't know", exclusive: false },
      ],
      min: null,
      max: null,
      unit: null,
      integer: null,
      max_length: null,
      format: null,
    });
    expect(viewOf(question('glp-height'))).toMatchObject({
      type: 'number',
      min: 48,
      max: 96,
      unit: 'in',
      integer: true,
    });
    expect(viewOf(question('ed-dob'))).toMatchObject({ type: 'date', format: 'MM/DD/YYYY', options: [] });
    expect(JSON.stringify(viewOf(question('ed-nitrates')))).not.toMatch(/next|flag/);
  });
});
