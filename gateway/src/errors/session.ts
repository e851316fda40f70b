import { messages } from '@helmsman/domain';
import { LapiFailure } from '@helmsman/lapi-client';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** The code of every "your session has ended" answer: the app logs the customer out on it. */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

export function unauthenticated(): GraphQLError {
  return createGraphQLError(messages.sessionExpired, { extensions: { code: UNAUTHENTICATED } });
}

/** A legacy failure that means the session is over (LapiFailure.isSessionEnded: 401/403). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof LapiFailure && error.isSessionEnded;
}

/** Whether an answer's GraphQL error says the session has ended, whichever resolver found it. */
export function endsSession(error: { extensions?: Record<string, unknown> }): boolean {
  return error.extensions?.code === UNAUTHENTICATED;
}

/**
 * Throws what a failure that is not the customer's to fix becomes: an ended session is
 * UNAUTHENTICATED (the app then logs out); anything else is rethrown unchanged so Yoga masks it as
 * "Unexpected error." (or UNAVAILABLE, masking.ts) and logs the original.
 */
export function mapLapiError(error: unknown): never {
  if (isSessionEnded(error)) throw unauthenticated();
  throw error;
}

/** Runs legacy calls on behalf of the customer where every failure is unexpected but an ended session. */
export async function asCustomer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return mapLapiError(error);
  }
}
