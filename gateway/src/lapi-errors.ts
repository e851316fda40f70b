import { messages } from '@helmsman/domain';
import { LapiFailure } from '@helmsman/lapi-client';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

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
