import { FORM_ERROR, type SubmissionErrors } from 'final-form';

/**
 * What a form screen's `onSubmit` resolves to. `undefined` means success. The app maps the GraphQL
 * mutation result `{ ok, error { message, fieldErrors } }` onto it: `message` → `formError`
 * (shown in an alert above the form), `fieldErrors` → under each named field.
 */
export type SubmitResult = undefined | { formError?: string; fieldErrors?: Record<string, string> };

/** SubmitResult → react-final-form's submission errors (FORM_ERROR for the form-level message). */
export function toSubmissionErrors(result: SubmitResult): SubmissionErrors | undefined {
  if (!result) return undefined;
  const errors: Record<string, string> = { ...result.fieldErrors };
  if (result.formError) errors[FORM_ERROR] = result.formError;
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The error a field shows now: its validation error once touched, or the server's until edited. */
export function visibleFieldError(meta: {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

/**
 * After a submit blocked by validation errors, focus the first invalid field in document order, so
 * keyboard and screen-reader users land on what needs fixing (WCAG 3.3.1).
 */
export function focusFirstInvalidField(
  form: HTMLFormElement | null,
  errors: Record<string, unknown> | undefined,
) {
  if (!form || !errors) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
