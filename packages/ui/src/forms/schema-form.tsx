import type { FormApi, SubmissionErrors } from 'final-form';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { Form, useFormState } from 'react-final-form';
import { css } from '#styled-system/css';
import { Button } from '../components/button/index.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { FormError } from './form-error.tsx';
import { focusFirstInvalidField } from './submission.ts';

type FormElementProps = Pick<ComponentProps<'form'>, 'aria-label' | 'aria-labelledby' | 'className' | 'id'>;

export interface SchemaFormProps<Values extends object> extends FormElementProps {
  /** Resolves to the errors to show (toSubmissionErrors), or undefined when it went through. */
  onSubmit: (values: Values, form: FormApi<Values>) => Promise<SubmissionErrors | undefined>;
  /** The schema's validation (formRules(…).validate); none for a form without fields to check. */
  validate?: (values: Values) => Promise<object | undefined>;
  initialValues?: Partial<Values>;
  /** A refetch while the form is open must not wipe what is being typed (the account editors). */
  keepDirtyOnReinitialize?: boolean;
  /**
   * Focus the first field when the form appears: for a form that opens in place of what the customer
   * pressed (an account section's Edit), so keyboard users start typing where they were.
   */
  focusOnOpen?: boolean;
  /** Where the server's form-level message shows: above the fields (default) or under the form. */
  formErrorAt?: 'start' | 'end';
  /** The fields and the submit button; a function when something else follows `submitting`. */
  children: ReactNode | ((state: { submitting: boolean }) => ReactNode);
}

/**
 * The one form element of the design system, so each rule forms share lives in one place:
 * - the schema validates, so native bubbles (`noValidate`) never show different messages first;
 * - the server's form-level message (SubmitResult.formError) is an announced alert in the form;
 * - a submit with invalid fields moves focus to the first of them (WCAG 3.3.1: the customer lands
 *   on the message);
 * - SubmitButton inside shows the busy state while the submit runs;
 * - a form opened in place of a button can take focus (`focusOnOpen`);
 * - in a prerendered page, its fields and button are disabled until the app has taken the page over
 *   (the HTML paints before the JavaScript has run): a form sent before then would go out natively,
 *   a GET with the password in the URL, and what was typed would be lost to React's first render.
 */
export function SchemaForm<Values extends object>({
  onSubmit,
  validate,
  initialValues,
  keepDirtyOnReinitialize,
  focusOnOpen = false,
  formErrorAt = 'start',
  children,
  ...formProps
}: SchemaFormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (focusOnOpen) {
      formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    }
  }, [focusOnOpen]);
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting, form }) => (
        <form
          ref={formRef}
          {...formProps}
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            const { hasValidationErrors, errors } = form.getState();
            if (hasValidationErrors) focusFirstInvalidField(formRef.current, errors);
          }}
        >
          {/* No layout of its own (display: contents): it only disables what it holds until hydrated. */}
          <fieldset disabled={!hydrated} className={styles.controls}>
            {formErrorAt === 'start' ? <FormError /> : null}
            {typeof children === 'function' ? children({ submitting: submitting === true }) : children}
            {formErrorAt === 'end' ? <FormError /> : null}
          </fieldset>
        </form>
      )}
    />
  );
}

export type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'loading'> & {
  /** What the button says while the submit runs, e.g. 'Logging in…'. */
  loadingText: string;
};

/** The submit button of a SchemaForm: busy, and not pressable again, while the submit runs. */
export function SubmitButton(props: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return <Button {...props} type="submit" loading={submitting === true} />;
}

const styles = {
  controls: css({ display: 'contents', border: 'none', m: '0', p: '0', minW: '0' }),
};
