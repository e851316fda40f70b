import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { PageState } from '../../components/page-state/index.ts';
import { PencilIcon } from '../../icons/index.ts';

export interface AccountSectionProps {
  title: string;
  description: string;
  icon: ReactNode;
  /** What is on file, shown while not editing. */
  children: ReactNode;
  /**
   * The edit form; `close` returns to the summary and puts focus back on the edit button. Without
   * it the section is read-only (the payment method is changed on its own page). The forms are a
   * lazy chunk: a spinner shows until it has loaded.
   */
  renderForm?: (close: () => void) => ReactNode;
  /** The edit button's visible text, e.g. 'Edit' or 'Add address'. */
  editLabel?: string;
  /** Anything at the end of the header instead of an edit button, e.g. a link. */
  action?: ReactNode;
}

/** One card of the account overview: a titled summary that turns into its edit form in place. */
export function AccountSection({
  title,
  description,
  icon,
  children,
  renderForm,
  editLabel = 'Edit',
  action,
}: AccountSectionProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId} data-editing={editing || undefined}>
        <Card.Header className={styles.header}>
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          <div className={styles.heading}>
            <Card.Title asChild>
              <h2 id={headingId}>{title}</h2>
            </Card.Title>
            <Card.Description>{description}</Card.Description>
          </div>
          {renderForm && !editing ? (
            <Button ref={editButtonRef} variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              {editLabel}
              {/* Several 'Edit' buttons need distinct names; the visible word stays first (WCAG 2.5.3). */}
              <span className={css({ srOnly: true })}> {title.toLowerCase()}</span>
            </Button>
          ) : null}
          {action}
        </Card.Header>
        <Card.Body>
          {editing && renderForm ? (
            <Suspense fallback={<PageState state="loading" />}>{renderForm(close)}</Suspense>
          ) : (
            children
          )}
        </Card.Body>
      </section>
    </Card.Root>
  );
}

const styles = {
  // The edit button stays beside the title even on phones; the description wraps under the title.
  header: css({ flexDirection: 'row', alignItems: 'flex-start', gap: { base: '3', sm: '4' } }),
  // Decorative; phones give its room to the title and the edit button.
  icon: css({
    display: { base: 'none', sm: 'inline-flex' },
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    w: '10',
    h: '10',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.fg',
    '& svg': { w: '5', h: '5' },
  }),
  heading: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' }),
};

/** A definition list of what is on file: label above value, two columns when there is room. */
export function Details({ items }: { items: { term: string; value: ReactNode }[] }) {
  return (
    <dl className={detailStyles.list}>
      {items.map((item) => (
        <div key={item.term} className={detailStyles.item}>
          <dt className={detailStyles.term}>{item.term}</dt>
          <dd className={detailStyles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const detailStyles = {
  list: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  }),
  item: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  term: css({
    textStyle: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: 'fg.muted',
  }),
  value: css({ overflowWrap: 'anywhere' }),
};

/** What a section shows where nothing is on file yet. */
export function NotOnFile({ children = 'Not on file' }: { children?: string }) {
  return <span className={mutedStyle}>{children}</span>;
}

export const mutedStyle = css({ color: 'fg.muted' });
