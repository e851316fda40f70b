import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { SchemaForm, type SchemaFormProps } from '../../forms/index.ts';

/** The line under a FocusCard's heading that says what the card is for. */
export function FocusLead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}

/** The form of a FocusCard (login, password reset): its fields in one column under the lead. */
export function FocusForm<Values extends object>(props: Omit<SchemaFormProps<Values>, 'className'>) {
  return <SchemaForm<Values> {...props} className={styles.form} />;
}

const styles = {
  lead: css({ mt: '2', color: 'fg.muted' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', mt: '7' }),
};
