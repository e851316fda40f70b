import type { SubmitResult } from '@helmsman/ui';
import { errorMessage } from './fetcher.ts';

interface GraphQLFormError {
  message: string;
  /** Absent where a mutation's operation does not ask for them (nothing to show beside a field). */
  fieldErrors?: readonly { field: string; message: string }[];
}

/** What every form mutation answers (design: `{ ok, error { message, fieldErrors } }`). */
export interface FormMutationResult {
  ok: boolean;
  error?: GraphQLFormError | null;
}

/** A form mutation's `error { message fieldErrors }` as what a design-system form shows. */
export function toSubmitResult(error: GraphQLFormError | null | undefined, fallback: string): SubmitResult {
  return {
    formError: error?.message ?? fallback,
    fieldErrors: Object.fromEntries((error?.fieldErrors ?? []).map((entry) => [entry.field, entry.message])),
  };
}

/**
 * One form submission, the way every form page sends one: `run` sends the mutation and resolves to its
 * `{ ok, error }`. A refusal becomes the gateway's message and field errors (`fallback` when it gave no
 * message); anything thrown (no network, a masked error) becomes the form-level message, so no failure
 * escapes the form unshown. `saved` runs on success only. Resolves to what the form shows: `undefined`
 * once saved.
 *
 * Imports the GraphQL client: pages that keep it out of their first load (/login, /reset-password)
 * reach this through the module they load lazily.
 */
export async function submitForm<Result extends FormMutationResult>(
  run: () => Promise<Result>,
  fallback: string,
  saved?: (result: Result) => void,
): Promise<SubmitResult> {
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    return { formError: errorMessage(error) };
  }
  if (!result.ok) return toSubmitResult(result.error, fallback);
  saved?.(result);
  return undefined;
}
