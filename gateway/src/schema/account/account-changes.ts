import type { FieldErrors } from '@helmsman/domain';
import { customer, type SessionLapiClient } from '@helmsman/lapi-client';
import { FIX_FIELDS, formError, formErrorOf, legacyLoadFailure } from '../../errors/index.ts';
import type { AccountResult } from '../types.generated.ts';
import { toAccount } from './to-account.ts';

/** The account data now, for the answer of a mutation (spec section 7: each update is followed by a refresh). */
export async function loadAccount(lapi: SessionLapiClient) {
  try {
    return toAccount(await lapi.call(customer.accountData, {}));
  } catch (error) {
    return legacyLoadFailure(error);
  }
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
