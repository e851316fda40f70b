import type { FieldErrors } from '@helmsman/domain';

/** The domain's form schemas module (`@helmsman/domain/forms`): yup and every form's rules. */
export type FormSchemas = typeof import('@helmsman/domain/forms');
type Schema = Parameters<FormSchemas['validateWith']>[0];

let loading: Promise<FormSchemas> | undefined;

/**
 * Loads the form schemas once (a chunk of its own: yup is ~13 KiB gzip that no page needs to paint).
 * The first form to validate starts it, right after it mounts; calling it earlier only starts it sooner.
 */
export function loadFormSchemas(): Promise<FormSchemas> {
  loading ??= import('@helmsman/domain/forms');
  return loading;
}

/** A form's rules, picked from the domain's schemas, usable before they have loaded. */
export interface FormRules<Values, Clean = Values> {
  /**
   * A react-final-form `validate`: the schema's first message per field, or undefined when valid.
   * It always answers with a promise (final-form's async validation; settled a moment after each
   * change once the schemas are in), so final-form never mixes a synchronous answer with an older
   * asynchronous one. A submit waits for a pending answer, and is blocked by its errors.
   */
  validate: (values: Values) => Promise<FieldErrors | undefined>;
  /** The schema's cast: the values as the app gets them (e.g. the e-mail trimmed). */
  cast: (values: Values) => Promise<Clean>;
}

/**
 * The one way a form gets its schema: `formRules((forms) => forms.loginSchema)`. The pick runs once,
 * when the schemas have loaded; call it at module level, or in a `useMemo` when the schema depends on
 * props (a visit question).
 */
export function formRules<Values, S extends Schema = Schema>(
  pick: (forms: FormSchemas) => S,
): FormRules<Values, ReturnType<S['cast']>> {
  let ready: Promise<{ schema: S; validate: (values: unknown) => FieldErrors | undefined }> | undefined;
  const get = () => {
    ready ??= loadFormSchemas().then((forms) => {
      const schema = pick(forms);
      return { schema, validate: forms.validateWith(schema) };
    });
    return ready;
  };
  return {
    validate: async (values) => (await get()).validate(values),
    cast: async (values) => (await get()).schema.cast(values) as ReturnType<S['cast']>,
  };
}
