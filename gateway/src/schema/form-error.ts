import type { FieldErrors } from '@helmsman/domain';
import type { FormError } from './types.generated.ts';

/** The `{ message, fieldErrors }` every form mutation returns on invalid input. */
export function formError(message: string, fieldErrors: FieldErrors = {}): FormError {
  return {
    message,
    fieldErrors: Object.entries(fieldErrors).map(([field, fieldMessage]) => ({
      field,
      message: fieldMessage,
    })),
  };
}
