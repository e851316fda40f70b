import { messages } from '@helmsman/domain';
import { LapiFailure, LapiNetworkError, LapiTimeoutError } from '@helmsman/lapi-client';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, maskError } from 'graphql-yoga';

export function unauthenticated(): GraphQLError {
  return createGraphQLError(messages.sessionExpired, { extensions: { code: 'UNAUTHENTICATED' } });
}

/** A legacy failure that means the session is over (401/403): the app must log the customer out. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof LapiFailure && (error.isUnauthenticated || error.isForbidden);
}

/**
 * Turns a legacy failure into the GraphQL error the app understands. An ended session becomes
 * UNAUTHENTICATED (the app then logs out); anything else is rethrown unchanged so Yoga masks it as
 * "Unexpected error." and logs the original.
 */
export function mapLapiError(error: unknown): never {
  if (error instanceof LapiFailure && (error.isUnauthenticated || error.isForbidden)) throw unauthenticated();
  throw error;
}

/** Runs a legacy call on behalf of the customer, mapping session failures. */
export async function asCustomer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return mapLapiError(error);
  }
}

/** Spec section 8, "Generic v2 failure": what the customer reads while the legacy API cannot be reached. */
export const LEGACY_UNAVAILABLE = 'An error occurred, please try again later.';

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
