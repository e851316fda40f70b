import { formatDate, formatUsd, isDeclined, trackingUrl } from '@helmsman/domain';
import { useEffect, useId, useRef } from 'react';
import { css, cx } from '#styled-system/css';
import { Badge } from '../../components/badge/index.ts';
import { Button } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { CheckIcon, CircleXIcon, ShoppingBagIcon } from '../../icons/index.ts';
import { AddressLines } from '../account/address-lines.tsx';
import { BillingNotice } from './billing-notice.tsx';
import { sharedStyles } from './styles.ts';
import type { OrderActionStatus, OrderItemView, OrderView } from './types.ts';

/** Everything an order card needs from the page besides the order. */
export interface OrderActions {
  billingProblemOrder: string | null;
  onBuyAgain: ((orderNumber: string) => void) | undefined;
  buyAgain: OrderActionStatus | null;
  onRetryPayment: ((orderNumber: string) => void) | undefined;
  retryPayment: OrderActionStatus | null;
  highlightedOrder: string | null;
}

/** One past order: what was in it, what it cost, where it went, and what can be done with it now. */
export function OrderCard({ order, actions }: { order: OrderView; actions: OrderActions }) {
  const titleId = useId();
  const declined = isDeclined(order.status);
  const billingProblem = order.number === actions.billingProblemOrder;
  const highlighted = order.number === actions.highlightedOrder;
  const ref = useHighlight(highlighted);
  const buyAgain = actions.buyAgain?.orderNumber === order.number ? actions.buyAgain : null;
  const canBuyAgain = Boolean(actions.onBuyAgain && order.canBuyAgain);
  const buyAgainNow = () => actions.onBuyAgain?.(order.number);
  return (
    // The order number is the element id, so /orders#<number> scrolls to it.
    <Card.Root asChild className={styles.orderCard}>
      <article
        ref={ref}
        id={order.number}
        aria-labelledby={titleId}
        data-status={declined ? 'declined' : undefined}
        data-highlighted={highlighted ? '' : undefined}
        aria-current={highlighted ? 'true' : undefined}
        // Focusable from script only: /orders#<number> moves focus here.
        tabIndex={highlighted ? -1 : undefined}
      >
        <Card.Header className={styles.orderHeader}>
          <div className={styles.orderHeading}>
            <Card.Title asChild>
              <h3 id={titleId} className={cx(declined && styles.declinedTitle)}>
                Order #{order.number}
              </h3>
            </Card.Title>
            <Card.Description>Placed {formatDate(order.placedAt)}</Card.Description>
          </div>
          <Badge tone={declined ? 'danger' : 'neutral'}>
            {declined ? <CircleXIcon aria-hidden="true" /> : null}
            {order.status}
          </Badge>
        </Card.Header>
        <Card.Body>
          {billingProblem ? (
            <BillingNotice
              canOrderAgain={canBuyAgain}
              onOrderAgain={buyAgainNow}
              pending={buyAgain?.state === 'pending'}
              retry={
                actions.onRetryPayment && order.canRetryPayment
                  ? {
                      totalCents: order.totalCents,
                      onRetry: () => actions.onRetryPayment?.(order.number),
                      status:
                        actions.retryPayment?.orderNumber === order.number ? actions.retryPayment : null,
                    }
                  : null
              }
            />
          ) : null}
          <OrderItems items={order.items} />
          <OrderDetails order={order} />
          {buyAgain?.state === 'failed' ? (
            <InlineMessage status="error" title="We couldn't add this order to your cart">
              {buyAgain.message}
            </InlineMessage>
          ) : null}
        </Card.Body>
        {canBuyAgain && !billingProblem ? (
          <Card.Footer>
            <Button
              size="sm"
              variant="outline"
              loading={buyAgain?.state === 'pending'}
              loadingText="Adding to cart…"
              onClick={buyAgainNow}
            >
              <ShoppingBagIcon aria-hidden="true" />
              Buy again
              <span className={css({ srOnly: true })}> order #{order.number}</span>
            </Button>
            {buyAgain?.state === 'done' ? <AddedToCart /> : null}
          </Card.Footer>
        ) : billingProblem && buyAgain?.state === 'done' ? (
          <Card.Footer>
            <AddedToCart />
          </Card.Footer>
        ) : null}
      </article>
    </Card.Root>
  );
}

/** Scrolls to and focuses the card /orders#<number> points at, once, when it appears. */
function useHighlight(highlighted: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (!highlighted || !card) return;
    // Instant, not smooth: the card is where the link promised; focus moves there for keyboard users.
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [highlighted]);
  return ref;
}

function OrderItems({ items }: { items: OrderItemView[] }) {
  return (
    <ul className={styles.items} aria-label="Items">
      {items.map((item, index) => (
        // Orders may hold the same product twice; position keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
        <li key={`${item.name}:${index}`} className={styles.item}>
          {item.image ? (
            <img
              src={item.image}
              alt={item.name}
              width={56}
              height={56}
              loading="lazy"
              className={sharedStyles.itemImage}
            />
          ) : (
            <span className={sharedStyles.itemThumb}>
              <CategoryIcon category={item.category} />
            </span>
          )}
          <span className={styles.itemText}>
            <span className={styles.itemName}>{item.name}</span>
            <span className={styles.category}>
              <CategoryIcon category={item.category} size={14} />
              {item.category}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function OrderDetails({ order }: { order: OrderView }) {
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt className={styles.detailTerm}>Total</dt>
        <dd className={styles.amount}>{formatUsd(order.totalCents)}</dd>
      </div>
      {order.refundCents > 0 ? (
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>Refunded</dt>
          <dd className={styles.amount}>{formatUsd(order.refundCents)}</dd>
        </div>
      ) : null}
      <div className={cx(styles.detail, styles.wideDetail)}>
        <dt className={styles.detailTerm}>Ship to</dt>
        <dd>
          {order.shippingAddress ? (
            <AddressLines address={order.shippingAddress} />
          ) : (
            <span className={sharedStyles.muted}>No address on file</span>
          )}
        </dd>
      </div>
      <div className={cx(styles.detail, styles.wideDetail)}>
        <dt className={styles.detailTerm}>Tracking</dt>
        <dd>
          {order.trackingNumber ? (
            <Link
              href={order.trackingUrl ?? trackingUrl(order.trackingNumber)}
              external
              className={styles.tracking}
            >
              {order.trackingNumber}
            </Link>
          ) : (
            <span className={sharedStyles.muted}>Not shipped yet</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function AddedToCart() {
  return (
    <span className={styles.added}>
      <CheckIcon aria-hidden="true" />
      Added to your cart.
      <Link href="/cart">View cart</Link>
    </span>
  );
}

const styles = {
  orderCard: css({
    scrollMarginTop: '6rem',
    // /orders#<number>: the card the link named stands out, and takes focus (outline when focused).
    '&[data-highlighted]': {
      borderColor: 'accent.emphasized',
      boxShadow: '0 0 0 3px {colors.accent.default}',
    },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '4px' },
  }),
  added: css({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '1.5',
    textStyle: 'sm',
    color: 'success.fg',
    '& svg': { w: '4', h: '4' },
  }),
  orderHeader: css({
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '3',
  }),
  orderHeading: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  /** Spec: a declined order's title is red (#B42318, AA on white). */
  declinedTitle: css({ color: 'danger.fg' }),
  items: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  item: css({ display: 'flex', alignItems: 'center', gap: '4' }),
  itemText: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  itemName: css({ fontWeight: 'semibold' }),
  category: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    color: 'fg.muted',
    textStyle: 'sm',
  }),
  details: css({
    display: 'grid',
    // Amounts pair up on phones; from md every detail gets a column of its own (3 or 4 of them).
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(9rem, 1fr))' },
    gap: '4',
    pt: '4',
    borderTopWidth: '1px',
    borderColor: 'border.default',
  }),
  detail: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  wideDetail: css({ gridColumn: { base: 'span 2', md: 'auto' } }),
  detailTerm: css({
    textStyle: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: 'fg.muted',
  }),
  amount: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  tracking: css({ fontFamily: 'mono', textStyle: 'sm', wordBreak: 'break-all' }),
};
