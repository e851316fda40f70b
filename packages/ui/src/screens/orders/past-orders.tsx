import { useId } from 'react';
import { css } from '#styled-system/css';
import { type OrderActions, OrderCard } from './order-card.tsx';
import { isProblem, SectionProblem } from './section-problem.tsx';
import { sharedStyles } from './styles.ts';
import type { OrdersSectionProblem, OrderView } from './types.ts';

/** The order history, newest first as given. */
export function PastOrders({
  orders,
  onRetry,
  actions,
}: {
  orders: OrderView[] | OrdersSectionProblem;
  onRetry: (() => void) | undefined;
  actions: OrderActions;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.past}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Past orders
      </h2>
      {isProblem(orders) ? (
        <SectionProblem problem={orders} subject="your orders" onRetry={onRetry} centered />
      ) : orders.length === 0 ? (
        <p className={sharedStyles.muted}>No past orders yet.</p>
      ) : (
        <ul className={styles.orderList}>
          {orders.map((order) => (
            <li key={order.number}>
              <OrderCard order={order} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const styles = {
  past: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  sectionHeading: css({ textStyle: 'xl', fontFamily: 'heading', fontWeight: 'bold' }),
  orderList: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
};
