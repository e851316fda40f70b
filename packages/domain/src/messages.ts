/** The error and notice catalogue of spec section 8, character for character. */
export const messages = {
  unexpectedErrorTitle: 'Unexpected error',
  /** What the gateway answers for any failure it does not explain (graphql-yoga's masked error). */
  unexpectedError: 'Unexpected error.',
  refreshPage: 'Refresh page',
  billingProblem:
    'We were unable to process this order using the provided payment information. Please update your credit card details to resolve this issue.',
  resetRequestSent:
    'If an account under that email address is found we will email you a password reset email',
  somethingWentWrong: 'Something went wrong.',
  accountUpdateTitle: 'Account update',
  accountUpdated: 'Account updated successfully',
  failedEligibility: 'Failed to determine eligibility',
  failedProductPreferences: 'Failed to save product preferences',
  failedSaveAddress: 'Failed to save address.',
  failedUpdateSubscription: 'Failed to update subscription.',
  failedSubmitFeedback: 'Failed to submit feedback. Please try again.',
  failedCreateClick: 'Failed to create click',
  missingPatientData: 'Did not receive expected lead patient data',
  unableToStartConsultation: 'Unable to start consultation, please try again later.',
  unableToRetrieveProducts: 'Unable to retrieve available products, please try again later.',
  failedRetrieveQuestions: 'Failed to retrieve questions',
  failedRetrievePreviousQuestion: 'Failed to retrieve previous question',
  failedSubmitQuestion: 'Failed to submit question',
  failedSaveQuestion: 'Failed to save question',
  failedRetrieveNextQuestion: 'Failed to retrieve next question',
  genericV2Failure: 'An error occurred, please try again later.',
  noAccessTitle: 'No access to this feature',
  /** Ours (the spec shows none): login failure and an expired session. */
  invalidCredentials: 'The e-mail or password is incorrect.',
  sessionExpired: 'Your session has ended. Please log in again.',
} as const;

export type MessageKey = keyof typeof messages;
