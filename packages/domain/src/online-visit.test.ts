import { describe, expect, it } from 'vitest';
import {
  type VisitQuestion,
  visitCategoryFromSlug,
  visitCategorySlug,
  visitQuestionPath,
} from './online-visit.ts';
import { toVisitAnswer, validateVisitAnswer, visitQuestionIdSchema } from './online-visit-schemas.ts';

const base: Omit<VisitQuestion, 'id' | 'type'> = {
  text: 'Question',
  help: null,
  options: [],
  min: null,
  max: null,
  unit: null,
  integer: null,
  maxLength: null,
};

const bloodPressure: VisitQuestion = {
  ...base,
  id: 'ed-blood-pressure',
  type: 'single_choice',
  options: [
    { value: 'normal', label: 'Normal (below 140/90)', exclusive: false },
    { value: 'high', label: 'High (140/90 or above)', exclusive: false },
  ],
};
const conditions: VisitQuestion = {
  ...base,
  id: 'ed-conditions',
  type: 'multiple_choice',
  options: [
    { value: 'diabetes', label: 'Diabetes', exclusive: false },
    { value: 'stroke', label: 'A stroke', exclusive: false },
    { value: 'none', label: 'None of these', exclusive: true },
  ],
};
const systolic: VisitQuestion = {
  ...base,
  id: 'ed-systolic',
  type: 'number',
  min: 70,
  max: 260,
  unit: 'mmHg',
  integer: true,
};
const hours: VisitQuestion = {
  ...base,
  id: 'sleep-hours',
  type: 'number',
  min: 0,
  max: 16,
  unit: 'hours',
  integer: false,
};
const nitrates: VisitQuestion = { ...base, id: 'ed-nitrates', type: 'yes_no' };
const medications: VisitQuestion = { ...base, id: 'ed-medications', type: 'text', maxLength: 10 };
const dob: VisitQuestion = { ...base, id: 'ed-dob', type: 'date' };
const stop: VisitQuestion = { ...base, id: 'ed-nitrates-stop', type: 'stop' };

const today = () => new Date('2026-06-01T12:00:00Z');
const problem = (question: VisitQuestion, answer: unknown) =>
  validateVisitAnswer(question, answer, today)?.answer;

describe('visit categories and paths', () => {
  it('writes categories as the legacy destinations do and reads them back', () => {
    expect(visitCategorySlug('SKY GLP')).toBe('sky-glp');
    expect(visitCategoryFromSlug('sky-glp')).toBe('SKY GLP');
    expect(visitCategoryFromSlug('ed')).toBe('ed');
    expect(visitCategoryFromSlug('SKY GLP')).toBeNull();
    expect(visitCategoryFromSlug('immunity')).toBeNull();
    expect(visitQuestionPath('ed', 'ed-blood-pressure')).toBe('/visit/ed/question/ed-blood-pressure');
  });

  it('accepts only URL-safe question ids', () => {
    expect(visitQuestionIdSchema.isValidSync('glp-weight-conditions')).toBe(true);
    for (const id of ['', 'ed/../x', 'ED-dob', '-ed', 'ed--dob', 'a'.repeat(101)])
      expect(visitQuestionIdSchema.isValidSync(id)).toBe(false);
  });
});

describe('answer rules', () => {
  it('single choice: one of the options', () => {
    expect(problem(bloodPressure, undefined)).toBe('Please choose an answer.');
    expect(problem(bloodPressure, 'sky-high')).toBe('Please choose an answer.');
    expect(problem(bloodPressure, 'high')).toBeUndefined();
  });

  it('multiple choice: at least one option, exclusive options alone', () => {
    expect(problem(conditions, undefined)).toBe('Please choose at least one answer.');
    expect(problem(conditions, [])).toBe('Please choose at least one answer.');
    expect(problem(conditions, ['diabetes', 'gout'])).toBe('Please choose at least one answer.');
    expect(problem(conditions, ['diabetes', 'none'])).toBe(
      '"None of these" cannot be combined with other answers.',
    );
    expect(problem(conditions, ['none'])).toBeUndefined();
    expect(problem(conditions, ['diabetes', 'stroke'])).toBeUndefined();
  });

  it('yes/no: a boolean, or the form value true/false', () => {
    expect(problem(nitrates, undefined)).toBe('Please answer yes or no.');
    expect(problem(nitrates, 'maybe')).toBe('Please answer yes or no.');
    expect(toVisitAnswer(nitrates, 'false')).toBe(false);
    expect(toVisitAnswer(nitrates, true)).toBe(true);
  });

  it('number: within the range, whole where the question says so, typed text becomes a number', () => {
    expect(problem(systolic, '')).toBe('Please enter a number.');
    expect(problem(systolic, undefined)).toBe('Please enter a number.');
    expect(problem(systolic, 'abc')).toBe('Please enter a number.');
    expect(problem(systolic, '300')).toBe('Please enter a number from 70 to 260 mmHg.');
    expect(problem(systolic, '69')).toBe('Please enter a number from 70 to 260 mmHg.');
    expect(problem(systolic, '120.5')).toBe('Please enter a whole number.');
    expect(problem(systolic, true)).toBe('Please enter a number.');
    expect(toVisitAnswer(systolic, '135')).toBe(135);
    expect(toVisitAnswer(hours, '6.5')).toBe(6.5);
  });

  it('text: not blank, not too long, trimmed', () => {
    expect(problem(medications, '   ')).toBe('Please enter an answer.');
    expect(problem(medications, 'x'.repeat(11))).toBe('Please keep your answer under 10 characters.');
    expect(toVisitAnswer(medications, '  none ')).toBe('none');
  });

  it('date: the date-of-birth rules and messages of spec section 5', () => {
    expect(problem(dob, '')).toBe('You must enter a date of birth.');
    expect(problem(dob, '1/2/1980')).toBe('Date format must be MM/DD/YYYY.');
    expect(problem(dob, '02/30/1980')).toBe('Invalid date');
    expect(problem(dob, '03/14/1986')).toBeUndefined();
  });

  it('date: a date of birth within ages 19 to 99 only', () => {
    const bornYearsAgo = (years: number) => {
      const day = today();
      const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
      const dd = String(day.getUTCDate()).padStart(2, '0');
      return `${mm}/${dd}/${day.getUTCFullYear() - years}`;
    };
    const outside = 'You must be between 19 and 99 years old.';
    expect(problem(dob, bornYearsAgo(18))).toBe(outside);
    expect(problem(dob, bornYearsAgo(19))).toBeUndefined();
    expect(problem(dob, bornYearsAgo(99))).toBeUndefined();
    expect(problem(dob, bornYearsAgo(100))).toBe(outside);
  });

  it('stop questions take no answer', () => {
    expect(problem(stop, 'anything')).toBe(
      'This question takes no answer. Go back to change an earlier answer.',
    );
  });
});
