import type { SubmitResult } from '@helmsman/ui';

interface GraphQLFormError {
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}

/** A form mutation's `error { message fieldErrors }` as what a design-system form shows. */
export function toSubmitResult(error: GraphQLFormError | null | undefined, fallback: string): SubmitResult {
  return {
    formError: error?.message ?? fallback,
    fieldErrors: Object.fromEntries((error?.fieldErrors ?? []).map((entry) => [entry.field, entry.message])),
  };
}
