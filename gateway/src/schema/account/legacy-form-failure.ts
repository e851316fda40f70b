import { type FieldErrors, messages } from '@helmsman/domain';
import { customer, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { mapLapiError } from '../../lapi-errors.ts';
import { formError } from '../form-error.ts';
import type { AccountResult, FormError } from '../types.generated.ts';
import { toAccount } from './to-account.ts';

export const FIX_FIELDS = 'Please correct the highlighted fields.';

/**
 * Legacy field names → the form's. Prefixes of the nested v2 payloads (`prospect.`, `address.`) go
 * first; a name missing here is already the form's ('city', 'zip', 'ccnum', 'password'). The v1
 * address call's `billing_*` stay as they are: the gateway sends them only to keep the address on
 * file, which no open form shows.
 */
const formFieldNames: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phoneNo: 'phone',
  old_password: 'oldPassword',
};

export function toFormFieldErrors(legacy: Record<string, string> | undefined): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, message] of Object.entries(legacy ?? {})) {
    const bare = field.replace(/^(prospect|address)\./, '');
    fieldErrors[formFieldNames[bare] ?? bare] ??= message;
  }
  return fieldErrors;
}

/**
 * The legacy API's refusal of what the customer typed, as the form's error: 400 (invalid input, a
 * refused card) and 409 (e-mail taken) carry the call's message and the problems per field. Payment-
 * style answers (spec section 8) give their error description. Anything else is not the form's: an
 * ended session becomes UNAUTHENTICATED, the rest is thrown and masked.
 */
export function formErrorOf(error: unknown): FormError {
  if (error instanceof LapiFailure && (error.httpStatus === 400 || error.httpStatus === 409)) {
    const message = error.details.errorDescription ?? error.serverMessage ?? FIX_FIELDS;
    return formError(message, toFormFieldErrors(error.details.fieldErrors));
  }
  return mapLapiError(error);
}

/** The account data now, for the answer of a mutation (spec section 7: each update is followed by a refresh). */
export async function loadAccount(lapi: SessionLapiClient) {
  try {
    return toAccount(await lapi.call(customer.accountData, {}));
  } catch (error) {
    return accountLoadFailure(error);
  }
}

/**
 * Spec section 8: the account page shows the error message of a failed load, the legacy v2 message or
 * 'An error occurred, please try again later.'; an ended session is UNAUTHENTICATED as everywhere. A
 * 5xx's message is the legacy API's internals (SQL, a stack trace; found by the fuzzing against a stub
 * legacy API), never the customer's: the generic message instead.
 */
function accountLoadFailure(error: unknown): never {
  if (error instanceof LapiFailure && !error.isUnauthenticated && !error.isForbidden) {
    const legacyMessage = error.httpStatus < 500 ? error.serverMessage : null;
    throw createGraphQLError(legacyMessage || messages.genericV2Failure, {
      extensions: { code: 'LEGACY_FAILURE' },
    });
  }
  return mapLapiError(error);
}

/**
 * Runs an account change and answers with the account as it now is, or with the form's error when
 * the legacy API refused the input.
 */
export async function changeAccount(
  lapi: SessionLapiClient,
  change: () => Promise<unknown>,
): Promise<AccountResult> {
  try {
    await change();
  } catch (error) {
    return { ok: false, error: formErrorOf(error), account: null };
  }
  return { ok: true, error: null, account: await loadAccount(lapi) };
}

/** Optional GraphQL input fields arrive as null; the domain schemas take absent ones. */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

/** A form refused before any legacy call: the domain schema's messages under their fields. */
export function invalidForm(fieldErrors: FieldErrors): AccountResult {
  return { ok: false, error: formError(FIX_FIELDS, fieldErrors), account: null };
}
