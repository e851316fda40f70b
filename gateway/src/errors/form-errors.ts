import type { FieldErrors } from '@helmsman/domain';
import { LapiFailure } from '@helmsman/lapi-client';
import type { FormError } from '../schema/types.generated.ts';
import { mapLapiError } from './session.ts';

/** The form-level message beside per-field errors, when nothing more specific applies. */
export const FIX_FIELDS = 'Please correct the highlighted fields.';

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

/**
 * Legacy field names → the forms'. Prefixes of the nested v2 payloads (`prospect.`, `address.`) go
 * first; a name missing here is already the form's ('city', 'zip', 'ccnum', 'password'). The v1
 * address call's `billing_*` stay as they are: the gateway sends them only to keep the address on
 * file, which no open form shows.
 */
const formFieldNames: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phoneNo: 'phone',
  old_password: 'oldPassword',
  weight_lbs: 'weightLbs',
  measured_on: 'measuredOn',
};

/** The legacy API's problems per field (`data.fields` of its 400s), first per field, under the form's names. */
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
 * style answers (spec section 8) give their error description. Anything else is not the form's
 * (mapLapiError): an ended session becomes UNAUTHENTICATED, the rest is thrown and masked.
 */
export function formErrorOf(error: unknown): FormError {
  if (error instanceof LapiFailure && (error.httpStatus === 400 || error.httpStatus === 409)) {
    const message = error.details.errorDescription ?? error.serverMessage ?? FIX_FIELDS;
    return formError(message, toFormFieldErrors(error.details.fieldErrors));
  }
  return mapLapiError(error);
}
