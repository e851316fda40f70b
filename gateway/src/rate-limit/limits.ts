/**
 * Every rate limit of the gateway in one table; the reasons are in docs/decisions.md ("Rate limits
 * (issue 11)"). A `window` limit allows `points` in `seconds` per key (a fixed window from the first
 * point). Tests check each at its number (rate-limits.test.ts).
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface WindowLimit {
  points: number;
  seconds: number;
}

/**
 * A password check (login, the current password on the account page): free attempts, then a wait that
 * doubles with each further failure in a row, and caps per account and per client address.
 */
export interface CredentialLimits {
  /** Failures in a row (within `streakSeconds`) before the first wait. */
  backoffAfter: number;
  /** The wait after the `backoffAfter`th failure in a row; each further failure doubles it… */
  backoffBaseSeconds: number;
  /** …up to this. */
  backoffMaxSeconds: number;
  /** How long a run of failures is remembered (a success ends it at once). */
  streakSeconds: number;
  /** Failures per account (a success resets them). */
  failuresPerAccount: WindowLimit;
  /** Failures per client address (a success does not reset them: one address, many accounts). */
  failuresPerIp: WindowLimit;
}

export interface RateLimitTable {
  login: CredentialLimits;
  /** The current password on the account page (changePassword). */
  passwordCheck: CredentialLimits;
  /** requestPasswordReset: each accepted request sends an e-mail. */
  resetRequestsPerIp: WindowLimit;
  /**
   * Card testing: updatePaymentMethod (the legacy `ccupdate`) and placeOrder with new card details share
   * these budgets, so a script cannot test twice as many cards by alternating the two.
   */
  cardUpdatesPerCustomer: WindowLimit;
  cardUpdatesPerIp: WindowLimit;
  /** POST /attachments. */
  uploadsPerIp: WindowLimit;
  /** The per-customer quota: stored uploads a day. */
  uploadsPerCustomer: WindowLimit;
  /** The browser error reporter's notices. */
  errorNoticesPerIp: WindowLimit;
  /** registerClick. */
  clicksPerIp: WindowLimit;
  /** signUp: each one creates an account (a row and a password hash). */
  signUpsPerIp: WindowLimit;
  /** Coupon codes tried (checkCoupon and applyCoupon share it): codes are short and guessable. */
  couponTriesPerIp: WindowLimit;
  /** applyCoupon per customer, counted once the legacy API has accepted the session. */
  couponTriesPerCustomer: WindowLimit;
  /** joinStateWaitlist: each one stores an e-mail address the clinic will write to. */
  stateWaitlistPerIp: WindowLimit;
  /** sendPhoneCode: each one texts a code (a cost per message, and a phone someone may not own). */
  phoneTextsPerCustomer: WindowLimit;
  phoneTextsPerIp: WindowLimit;
  /** verifyPhoneCode: a 6-digit code is guessable given enough tries. */
  phoneChecksPerCustomer: WindowLimit;
  phoneChecksPerIp: WindowLimit;
  /** submitVisitSurvey and submitVisitFeedback share it: each stores a row in the legacy database. */
  visitFeedbackPerCustomer: WindowLimit;
}

const credentials: CredentialLimits = {
  backoffAfter: 5,
  backoffBaseSeconds: 30,
  backoffMaxSeconds: 15 * MINUTE,
  streakSeconds: DAY,
  failuresPerAccount: { points: 20, seconds: HOUR },
  failuresPerIp: { points: 100, seconds: DAY },
};

export const RATE_LIMITS: RateLimitTable = {
  login: credentials,
  passwordCheck: credentials,
  resetRequestsPerIp: { points: 10, seconds: HOUR },
  cardUpdatesPerCustomer: { points: 10, seconds: DAY },
  cardUpdatesPerIp: { points: 30, seconds: DAY },
  uploadsPerIp: { points: 60, seconds: HOUR },
  uploadsPerCustomer: { points: 50, seconds: DAY },
  errorNoticesPerIp: { points: 30, seconds: MINUTE },
  clicksPerIp: { points: 300, seconds: HOUR },
  signUpsPerIp: { points: 10, seconds: HOUR },
  couponTriesPerIp: { points: 30, seconds: HOUR },
  couponTriesPerCustomer: { points: 20, seconds: HOUR },
  stateWaitlistPerIp: { points: 10, seconds: HOUR },
  phoneTextsPerCustomer: { points: 10, seconds: HOUR },
  phoneTextsPerIp: { points: 30, seconds: HOUR },
  phoneChecksPerCustomer: { points: 30, seconds: HOUR },
  phoneChecksPerIp: { points: 100, seconds: HOUR },
  visitFeedbackPerCustomer: { points: 20, seconds: HOUR },
};

/** The wait after the `failures`th failure in a row: none before `backoffAfter`, then doubling, capped. */
export function backoffSeconds(limits: CredentialLimits, failures: number): number {
  if (failures < limits.backoffAfter) return 0;
  const doublings = Math.min(failures - limits.backoffAfter, 30);
  return Math.min(limits.backoffBaseSeconds * 2 ** doublings, limits.backoffMaxSeconds);
}
