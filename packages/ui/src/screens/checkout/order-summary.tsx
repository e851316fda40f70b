import { formatUsd, frequencyText, priceLabel, toCents } from '@helmsman/domain';
import { css, cx } from '#styled-system/css';
import { CheckoutCard } from './checkout-card.tsx';
import type { CheckoutSummaryView } from './types.ts';

/** The order as it stands: each line with its option and quantity, then subtotal, discount and total. */
export function OrderSummary({ summary }: { summary: CheckoutSummaryView }) {
  return (
    <CheckoutCard title="Order summary" bodyClassName={styles.body}>
      <ul className={styles.lines}>
        {summary.items.map((item) => (
          <li key={item.productId} className={styles.line}>
            <span className={styles.name}>
              {item.name}
              <span className={styles.detail}>
                {frequencyText(item.frequency)} · {priceLabel(item.price, item.frequency)} × {item.quantity}
              </span>
            </span>
            <span className={styles.amount}>{formatUsd(toCents(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd className={styles.amount}>{formatUsd(summary.subtotalCents)}</dd>
        </div>
        {summary.discountCents > 0 ? (
          <div className={styles.row}>
            <dt>Discount{summary.couponCode ? ` (${summary.couponCode})` : ''}</dt>
            <dd className={styles.amount}>−{formatUsd(summary.discountCents)}</dd>
          </div>
        ) : null}
        <div className={cx(styles.row, styles.total)}>
          <dt>Total</dt>
          <dd className={styles.amount}>{formatUsd(summary.totalCents)}</dd>
        </div>
      </dl>
    </CheckoutCard>
  );
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  lines: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  line: css({ display: 'flex', justifyContent: 'space-between', gap: '3' }),
  name: css({ display: 'flex', flexDirection: 'column', fontWeight: 'medium', minW: '0' }),
  detail: css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'normal' }),
  totals: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    pt: '4',
    borderTopWidth: '1px',
    borderColor: 'border.default',
  }),
  row: css({ display: 'flex', justifyContent: 'space-between', gap: '3' }),
  total: css({ fontWeight: 'bold', textStyle: 'lg' }),
  amount: css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
};
