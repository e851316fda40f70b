import { LapiFailure } from '@helmsman/lapi-client';
import type { SubscriptionUpdateErrorCode } from '../types.generated.ts';

export interface Refusal {
  code: SubscriptionUpdateErrorCode;
  /** Safe to show: the legacy API's payment-style description ('Your card was declined.'). */
  detail: string | null;
  fieldErrors: Record<string, string>;
}

/**
 * A legacy refusal of /subscription/update/ the customer can be told about, or null for what must be
 * thrown instead: an ended session (401, and 403 without payment details: another lead's token) and
 * failures on our side (5xx, a processor failure included: nothing the customer can fix).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof LapiFailure) || error.httpStatus >= 500) return null;
  const { errorDescription, fieldErrors = {} } = error.details;
  // With a description it is the processor's refusal (a 403 included), not another lead's token.
  if (errorDescription && error.httpStatus !== 401) {
    return { code: 'PAYMENT', detail: errorDescription, fieldErrors: {} };
  }
  if (error.isSessionEnded) return null;
  switch (error.httpStatus) {
    case 400:
      return { code: 'INVALID_INPUT', detail: null, fieldErrors: renameFields(fieldErrors) };
    case 404:
      return { code: 'NOT_FOUND', detail: null, fieldErrors: {} };
    default:
      return { code: 'NOT_ALLOWED', detail: null, fieldErrors: {} };
  }
}

/** The legacy field names of the input, as UpdateSubscriptionInput spells them. */
const inputField: Record<string, string> = { subscription_id: 'subscriptionId' };

function renameFields(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [inputField[field] ?? field, message]),
  );
}
