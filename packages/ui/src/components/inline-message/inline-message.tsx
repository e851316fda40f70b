import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import * as Alert from '../alert/alert.tsx';

export interface InlineMessageProps {
  status?: 'error' | 'info' | 'success' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  /** Actions under the text, e.g. a retry button or a link. */
  actions?: ReactNode;
  /**
   * How assistive technology learns of it. Defaults to 'alert' for errors (interrupting: the user
   * must act) and 'status' otherwise (polite); 'none' for text that is simply part of the page.
   */
  live?: 'alert' | 'status' | 'none';
  className?: string;
  id?: string;
}

/** A ready-made Alert: icon, optional title, text and actions. Use `Alert.*` for anything else. */
export function InlineMessage({
  status = 'info',
  title,
  children,
  actions,
  live = status === 'error' ? 'alert' : 'status',
  className,
  id,
}: InlineMessageProps) {
  return (
    <Alert.Root status={status} role={live === 'none' ? undefined : live} className={className} id={id}>
      <Alert.StatusIcon status={status} />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
        {actions ? (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>{actions}</div>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
