import * as yup from 'yup';
import {
  visitConfirmationMessages as text,
  VISIT_FEEDBACK_COMMENT_MAX_LENGTH,
  VISIT_RATING_MAX,
  VISIT_RATING_MIN,
  VISIT_SURVEY_COMMENT_MAX_LENGTH,
  VISIT_SURVEY_EASE_OPTIONS,
  VISIT_SURVEY_TIME_OPTIONS,
} from './visit-confirmation.ts';

const easeValues = VISIT_SURVEY_EASE_OPTIONS.map((option) => option.value as number);
const timeValues = VISIT_SURVEY_TIME_OPTIONS.map((option) => option.value as number);

/** The confirmation's survey: how easy (required), how long (optional), a comment (optional). */
export const visitSurveySchema = yup.object({
  ease: yup.number().typeError(text.chooseEase).required(text.chooseEase).oneOf(easeValues, text.chooseEase),
  timeMinutes: yup
    .number()
    .typeError(text.chooseTime)
    .nullable()
    .oneOf([...timeValues, null], text.chooseTime),
  comment: yup.string().nullable().trim().max(VISIT_SURVEY_COMMENT_MAX_LENGTH, text.surveyCommentTooLong),
});

/** The confirmation's star rating, with an optional comment. */
export const visitFeedbackSchema = yup.object({
  rating: yup
    .number()
    .typeError(text.chooseRating)
    .required(text.chooseRating)
    .integer(text.chooseRating)
    .min(VISIT_RATING_MIN, text.chooseRating)
    .max(VISIT_RATING_MAX, text.chooseRating),
  comment: yup.string().nullable().trim().max(VISIT_FEEDBACK_COMMENT_MAX_LENGTH, text.feedbackCommentTooLong),
});
