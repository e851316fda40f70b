import { useId } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { isProblem, SectionProblem } from './section-problem.tsx';
import { sharedStyles } from './styles.ts';
import type { OrdersSectionProblem, PendingOrderView } from './types.ts';

/** Checkouts the customer started and did not finish, each with 'Finish' when the app can resume it. */
export function PendingOrders({
  pending,
  onFinish,
  finishUnavailable,
  finishing,
  onRetry,
}: {
  pending: PendingOrderView[] | OrdersSectionProblem;
  onFinish: ((category: string) => void) | undefined;
  finishUnavailable: string | null;
  /** The category whose 'Finish' is under way. */
  finishing: string | null;
  onRetry: (() => void) | undefined;
}) {
  const headingId = useId();
  const noteId = useId();
  if (!isProblem(pending) && pending.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Card.Root className={styles.pendingCard}>
        <Card.Header>
          <Card.Title asChild>
            <h2 id={headingId}>Pending orders</h2>
          </Card.Title>
          <Card.Description>You started these but haven't finished checking out.</Card.Description>
        </Card.Header>
        <Card.Body>
          {isProblem(pending) ? (
            <SectionProblem problem={pending} subject="your pending orders" onRetry={onRetry} />
          ) : (
            <>
              <ul className={styles.pendingList}>
                {pending.map((order) => (
                  <li key={`${order.category}:${order.product}`} className={styles.pendingItem}>
                    <span className={sharedStyles.itemThumb}>
                      <CategoryIcon category={order.category} />
                    </span>
                    <span className={styles.pendingName}>{order.product}</span>
                    {onFinish ? (
                      <Button
                        size="sm"
                        disabled={finishUnavailable !== null}
                        aria-describedby={finishUnavailable !== null ? noteId : undefined}
                        loading={finishing === order.category}
                        onClick={() => onFinish(order.category)}
                      >
                        Finish
                        {/* Several 'Finish' buttons need distinct names; the visible word stays first. */}
                        <span className={css({ srOnly: true })}> order for {order.product}</span>
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {onFinish && finishUnavailable !== null ? (
                <p id={noteId} className={sharedStyles.muted}>
                  {finishUnavailable}
                </p>
              ) : null}
            </>
          )}
        </Card.Body>
      </Card.Root>
    </section>
  );
}

const styles = {
  pendingCard: css({ borderColor: 'accent.muted', bg: 'accent.subtle', boxShadow: 'none' }),
  pendingList: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  pendingItem: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    p: '3',
    bg: 'bg.default',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'accent.muted',
  }),
  pendingName: css({ flex: '1', minW: '0', fontWeight: 'semibold' }),
};
