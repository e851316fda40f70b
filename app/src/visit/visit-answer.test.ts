import { describe, expect, it } from 'vitest';
import { fromAnswerFields, toAnswerFields, toVisitQuestion } from './visit-answer.ts';

describe('visit answers between the gateway and the visit screen', () => {
  it('reads the one field that is set, including false and 0', () => {
    const none = { choice: null, choices: null, yes: null, number: null, text: null };
    expect(fromAnswerFields(null)).toBeNull();
    expect(fromAnswerFields(none)).toBeNull();
    expect(fromAnswerFields({ ...none, yes: false })).toBe(false);
    expect(fromAnswerFields({ ...none, number: 0 })).toBe(0);
    expect(fromAnswerFields({ ...none, choices: ['none'] })).toEqual(['none']);
    expect(fromAnswerFields({ ...none, text: '06/12/1984' })).toBe('06/12/1984');
  });

  it('sends each kind of answer in its own field', () => {
    expect(toAnswerFields('single_choice', 'normal')).toEqual({ choice: 'normal' });
    expect(toAnswerFields('multiple_choice', ['diabetes', 'stroke'])).toEqual({
      choices: ['diabetes', 'stroke'],
    });
    expect(toAnswerFields('yes_no', false)).toEqual({ yes: false });
    expect(toAnswerFields('number', 150)).toEqual({ number: 150 });
    expect(toAnswerFields('date', '06/12/1984')).toEqual({ text: '06/12/1984' });
    expect(toAnswerFields('text', 'none')).toEqual({ text: 'none' });
  });

  it("turns the schema's enum into the domain's question type", () => {
    const question = toVisitQuestion({
      id: 'ed-nitrates',
      type: 'YES_NO',
      text: 'Do you take nitrates?',
      help: null,
      options: [],
      min: null,
      max: null,
      unit: null,
      integer: null,
      maxLength: null,
    });
    expect(question.type).toBe('yes_no');
  });
});
