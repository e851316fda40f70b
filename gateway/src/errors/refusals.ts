import { messages } from '@helmsman/domain';
import { LapiFailure } from '@helmsman/lapi-client';
import { mapLapiError } from './session.ts';

/**
 * What the legacy API said when it refused a customer's request (a 4xx with a message: 'Unable to
 * start consultation, please try again later.', 'Product 40 is not in your cart.'), or null for what
 * must be thrown instead: an ended session (which mapLapiError makes UNAUTHENTICATED) and failures
 * on our side (5xx, timeouts, bad answers), which the gateway masks and logs.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof LapiFailure)) return null;
  if (error.httpStatus >= 500 || error.isSessionEnded) return null;
  return error.details.errorDescription ?? error.serverMessage ?? messages.genericV2Failure;
}

/**
 * The refusal the mutation answers with (`{ ok: false, error }`), or throws what is not the
 * customer's to fix (mapLapiError): the catch block of a mutation whose legacy call may say no.
 */
export function refusalOrThrow(error: unknown): string {
  return refusalMessage(error) ?? mapLapiError(error);
}
