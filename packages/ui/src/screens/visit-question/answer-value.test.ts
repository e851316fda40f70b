import type { VisitQuestion } from '@helmsman/domain';
import { describe, expect, it } from 'vitest';
import { toFormValue, toggleChoice } from './answer-value.ts';

const question = (type: VisitQuestion['type']): VisitQuestion => ({
  id: 'q',
  type,
  text: 'Q',
  help: null,
  options: [
    { value: 'diabetes', label: 'Diabetes', exclusive: false },
    { value: 'stroke', label: 'Stroke', exclusive: false },
    { value: 'none', label: 'None of these', exclusive: true },
  ],
  min: null,
  max: null,
  unit: null,
  integer: null,
  maxLength: null,
});

describe('saved answers in the form', () => {
  it('shows each kind as the inputs hold it', () => {
    expect(toFormValue(question('yes_no'), false)).toBe('false');
    expect(toFormValue(question('number'), 6.5)).toBe('6.5');
    expect(toFormValue(question('multiple_choice'), ['stroke'])).toEqual(['stroke']);
    expect(toFormValue(question('multiple_choice'), null)).toEqual([]);
    expect(toFormValue(question('single_choice'), null)).toBeUndefined();
  });
});

describe('ticking options of a multiple-choice question', () => {
  const conditions = question('multiple_choice');
  it('adds and removes ordinary options', () => {
    expect(toggleChoice(conditions, ['diabetes'], 'stroke', true)).toEqual(['diabetes', 'stroke']);
    expect(toggleChoice(conditions, ['diabetes', 'stroke'], 'diabetes', false)).toEqual(['stroke']);
  });

  it('keeps an exclusive option alone', () => {
    expect(toggleChoice(conditions, ['diabetes', 'stroke'], 'none', true)).toEqual(['none']);
    expect(toggleChoice(conditions, ['none'], 'stroke', true)).toEqual(['stroke']);
  });
});
