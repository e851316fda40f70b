import type { ReactNode } from 'react';
import { useId } from 'react';
import { css, cx } from '#styled-system/css';

export type AttentionTone = 'danger' | 'warning' | 'accent' | 'info';

export interface AttentionCardProps {
  tone: AttentionTone;
  /** Decorative: the title says what it is. */
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Links or buttons that resolve it. */
  actions?: ReactNode;
  /** Identifies the card in tests and styles: 'billing', 'flag', 'pending', 'messages'. */
  kind: string;
}

/** One thing that needs the customer's attention: a tinted stripe and icon by tone, what it is, what to do. */
export function AttentionCard({ tone, icon, title, children, actions, kind }: AttentionCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} data-attention={kind} className={cx(styles.card, tones[tone])}>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      <div className={styles.content}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}

const styles = {
  card: css({
    display: 'flex',
    gap: { base: '3', sm: '4' },
    p: { base: '4', sm: '5' },
    bg: 'bg.default',
    borderWidth: '1px',
    borderLeftWidth: '4px',
    borderRadius: 'l3',
    boxShadow: 'card',
    minW: '0',
  }),
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    w: '10',
    h: '10',
    borderRadius: 'full',
    '& svg': { w: '5', h: '5' },
  }),
  content: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0', flex: '1' }),
  title: css({ textStyle: 'md', fontWeight: 'semibold', color: 'fg.default' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '2', color: 'fg.muted', textStyle: 'sm' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '1' }),
};

const tones: Record<AttentionTone, string> = {
  danger: css({
    borderColor: 'danger.border',
    borderLeftColor: 'danger.solid',
    '& > span': { bg: 'danger.subtle', color: 'danger.fg' },
  }),
  warning: css({
    borderColor: 'warning.border',
    borderLeftColor: 'warning.fg',
    '& > span': { bg: 'warning.subtle', color: 'warning.fg' },
  }),
  accent: css({
    borderColor: 'accent.muted',
    borderLeftColor: 'accent.default',
    '& > span': { bg: 'accent.subtle', color: 'accent.fg' },
  }),
  info: css({
    borderColor: 'info.border',
    borderLeftColor: 'info.fg',
    '& > span': { bg: 'info.subtle', color: 'info.fg' },
  }),
};
