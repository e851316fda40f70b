import { describe, expect, it } from 'vitest';
import { validateWith } from './schemas.ts';
import { visitConfirmationMessages as text, toLegacySurveyAnswers } from './visit-confirmation.ts';
import { visitFeedbackSchema, visitSurveySchema } from './visit-confirmation-schemas.ts';

const survey = validateWith(visitSurveySchema);
const feedback = validateWith(visitFeedbackSchema);

describe('the visit survey', () => {
  it('needs how easy the visit was, and takes only the listed times', () => {
    expect(survey({ ease: 4 })).toBeUndefined();
    expect(survey({ ease: 5, timeMinutes: 15, comment: 'Quick.' })).toBeUndefined();
    expect(survey({})).toEqual({ ease: text.chooseEase });
    expect(survey({ ease: 6 })).toEqual({ ease: text.chooseEase });
    expect(survey({ ease: 3, timeMinutes: 7 })).toEqual({ timeMinutes: text.chooseTime });
    expect(survey({ ease: 3, comment: 'x'.repeat(1001) })).toEqual({ comment: text.surveyCommentTooLong });
  });

  it("sends the legacy API's question ids, leaving out empty answers", () => {
    expect(toLegacySurveyAnswers({ ease: 4, timeMinutes: null, comment: '  ' })).toEqual({ ease: 4 });
    expect(toLegacySurveyAnswers({ ease: 2, timeMinutes: 45, comment: ' Long. ' })).toEqual({
      ease: 2,
      time_minutes: 45,
      comment: 'Long.',
    });
  });
});

describe('the visit rating', () => {
  it('takes 1 to 5 whole stars and a comment of at most 1000 characters', () => {
    expect(feedback({ rating: 1 })).toBeUndefined();
    expect(feedback({ rating: 5, comment: 'x'.repeat(1000) })).toBeUndefined();
    for (const rating of [0, 6, 2.5, undefined])
      expect(feedback({ rating })).toEqual({ rating: text.chooseRating });
    expect(feedback({ rating: 3, comment: 'x'.repeat(1001) })).toEqual({
      comment: text.feedbackCommentTooLong,
    });
  });
});
