import type { DateQuestion, RiskFlag } from './types.ts';

/** The date-of-birth question each tree asks first (the age rule is the questionnaire's, not the tree's). */
export const dateOfBirth = (prefix: string, next: string): DateQuestion => ({
  id: `${prefix}-dob`,
  type: 'date',
  text: 'What is your date of birth?',
  help: 'MM/DD/YYYY. You must be between 19 and 99 years old.',
  rule: 'date_of_birth',
  next,
});

/** A flag that sends the visit to a clinician's review. */
export const review = (code: string, message: string): RiskFlag => ({
  result: 'needs_review',
  code,
  message,
});
/** The reason a stop question gives: the customer cannot be treated on this branch. */
export const stop = (code: string, message: string) => ({ result: 'not_eligible', code, message }) as const;
