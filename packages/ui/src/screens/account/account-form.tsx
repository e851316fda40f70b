import type { FieldErrors } from '@helmsman/domain';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { SchemaForm, SubmitButton, type SubmitResult, toSubmissionErrors } from '../../forms/index.ts';

export interface AccountFormProps<Values> {
  /** Names the form for assistive technology, e.g. 'Edit profile'. */
  label: string;
  initialValues: Partial<Values>;
  validate: (values: Values) => Promise<FieldErrors | undefined>;
  /** The section's callback, given the cleaned values (the caller applies the schema's cast). */
  onSubmit: (values: Values) => Promise<SubmitResult>;
  /** After a successful save: the section closes its editor. */
  onSaved: () => void;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * The edit form of an account section: schema validation, server errors per field and above the
 * fields, a busy Save and a Cancel. It takes focus when it opens, so keyboard users start typing
 * where the Edit button was.
 */
export function AccountForm<Values extends object>({
  label,
  initialValues,
  validate,
  onSubmit,
  onSaved,
  onCancel,
  submitLabel,
  busyLabel,
  children,
}: AccountFormProps<Values>) {
  const submit = async (values: Values) => {
    const errors = toSubmissionErrors(await onSubmit(values));
    if (!errors) onSaved();
    return errors;
  };

  return (
    <SchemaForm<Values>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      // A refetch of the account while the editor is open must not wipe what is being typed.
      keepDirtyOnReinitialize
      focusOnOpen
      aria-label={label}
      className={styles.form}
    >
      {({ submitting }) => (
        <>
          {children}
          <div className={styles.actions}>
            <SubmitButton loadingText={busyLabel}>{submitLabel}</SubmitButton>
            <Button variant="ghost" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </SchemaForm>
  );
}

/** Fields side by side once the card is wide enough; a container query, since cards share rows. */
export const fieldRow = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container (min-width: 34rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', containerType: 'inline-size' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', pt: '1' }),
};
