import { messages } from '@helmsman/domain';
import { LapiNetworkError, LapiTimeoutError } from '@helmsman/lapi-client';
import { createGraphQLError, maskError } from 'graphql-yoga';

/** Spec section 8, "Generic v2 failure": what the customer reads while the legacy API cannot be reached. */
export const LEGACY_UNAVAILABLE = messages.genericV2Failure;

/**
 * Yoga's error masking, with one exception: the legacy API down or too slow (connection refused, reset,
 * timed out) is no bug of ours but a passing outage, and the customer is told so in the spec's words
 * (code UNAVAILABLE; the page's 'Try again' works once it is back). Everything else that is not a
 * deliberate GraphQLError stays "Unexpected error.". Yoga logs the original either way.
 */
export function maskGatewayError(error: unknown, message: string, isDev?: boolean): Error {
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  if (original instanceof LapiNetworkError || original instanceof LapiTimeoutError) {
    const path = (error as { path?: readonly (string | number)[] }).path;
    return createGraphQLError(LEGACY_UNAVAILABLE, {
      extensions: { code: 'UNAVAILABLE' },
      ...(path && { path }),
    });
  }
  return maskError(error, message, isDev);
}
