import { messages } from '@helmsman/domain';
import { LapiFailure } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { refusalMessage } from './refusals.ts';
import { mapLapiError } from './session.ts';

/**
 * The message a part of a page shows when its legacy call failed: the server's own refusal where it
 * gave one, the spec's generic failure otherwise (spec section 8). Never an internal error text.
 */
export function loadFailureMessage(error: unknown): string {
  return refusalMessage(error) ?? messages.genericV2Failure;
}

/**
 * A page whose one load failed (spec section 8: the account page shows the error message of a failed
 * load): LEGACY_FAILURE with the legacy API's message or 'An error occurred, please try again later.';
 * an ended session is UNAUTHENTICATED as everywhere. A 5xx's message is the legacy API's internals
 * (SQL, a stack trace; found by the fuzzing against a stub legacy API), never the customer's.
 */
export function legacyLoadFailure(error: unknown): never {
  if (error instanceof LapiFailure && !error.isSessionEnded) {
    const legacyMessage = error.httpStatus < 500 ? error.serverMessage : null;
    throw createGraphQLError(legacyMessage || messages.genericV2Failure, {
      extensions: { code: 'LEGACY_FAILURE' },
    });
  }
  return mapLapiError(error);
}
