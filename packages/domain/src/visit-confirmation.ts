/**
 * The visit's confirmation (issue 14, point 6): a short survey and a star rating, both optional. The
 * survey's questions are lapi-server's 'online_visit' survey (ease 1-5, minutes taken, a comment):
 * its schema is strict, so the ids here are the legacy API's, and no other question can be added
 * without it. Survey answers are not health answers, but they are the customer's words: never logged.
 */

/** The legacy API's id of the survey the confirmation offers. */
export const VISIT_SURVEY_ID = 'online_visit';

/** What the feedback call's `context` says: where the rating was given. */
export const VISIT_FEEDBACK_CONTEXT = 'online_visit';

export const VISIT_RATING_MIN = 1;
export const VISIT_RATING_MAX = 5;
export const VISIT_FEEDBACK_COMMENT_MAX_LENGTH = 1000;
export const VISIT_SURVEY_COMMENT_MAX_LENGTH = 1000;

/** How easy the visit was, 1 (very hard) to 5 (very easy): the survey's one required question. */
export const VISIT_SURVEY_EASE_OPTIONS = [
  { value: 1, label: 'Very hard' },
  { value: 2, label: 'Hard' },
  { value: 3, label: 'Neither easy nor hard' },
  { value: 4, label: 'Easy' },
  { value: 5, label: 'Very easy' },
] as const;

/** How long the visit took, as the customer remembers it: each choice sends its minutes. */
export const VISIT_SURVEY_TIME_OPTIONS = [
  { value: 5, label: 'Under 10 minutes' },
  { value: 15, label: '10 to 20 minutes' },
  { value: 25, label: '20 to 30 minutes' },
  { value: 45, label: 'More than 30 minutes' },
] as const;

export interface VisitSurveyAnswers {
  ease: number;
  timeMinutes?: number | null;
  comment?: string | null;
}

export interface VisitFeedback {
  rating: number;
  comment?: string | null;
}

export const visitConfirmationMessages = {
  chooseEase: 'Please choose how easy the visit was.',
  chooseTime: 'Please choose one of the listed times.',
  surveyCommentTooLong: `Please keep your comment under ${VISIT_SURVEY_COMMENT_MAX_LENGTH} characters.`,
  chooseRating: `Please choose ${VISIT_RATING_MIN} to ${VISIT_RATING_MAX} stars.`,
  feedbackCommentTooLong: `Please keep your comment under ${VISIT_FEEDBACK_COMMENT_MAX_LENGTH} characters.`,
  orderNotFound: 'We could not find that order on your account.',
} as const;

/** The survey's answers under the legacy API's question ids; empty optional answers are left out. */
export function toLegacySurveyAnswers(answers: VisitSurveyAnswers): Record<string, string | number> {
  const legacy: Record<string, string | number> = { ease: answers.ease };
  if (answers.timeMinutes != null) legacy.time_minutes = answers.timeMinutes;
  const comment = answers.comment?.trim();
  if (comment) legacy.comment = comment;
  return legacy;
}
