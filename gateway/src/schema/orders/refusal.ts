import { messages } from '@helmsman/domain';
import { LapiFailure } from '@helmsman/lapi-client';

/**
 * What the legacy API said when it refused a customer's request (a 4xx with a message: 'Unable to
 * start consultation, please try again later.', 'Product 40 is not in your cart.'), or null for what
 * must be thrown instead: an ended session (401/403, which the caller maps to UNAUTHENTICATED) and
 * failures on our side (5xx, timeouts, bad answers), which the gateway masks and logs.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof LapiFailure)) return null;
  if (error.httpStatus >= 500 || error.isUnauthenticated || error.isForbidden) return null;
  return error.details.errorDescription ?? error.serverMessage ?? messages.genericV2Failure;
}

/**
 * The message a part of a page shows when its legacy call failed: the server's own refusal where it
 * gave one, the spec's generic failure otherwise (spec section 8). Never an internal error text.
 */
export function loadFailureMessage(error: unknown): string {
  return refusalMessage(error) ?? messages.genericV2Failure;
}
