import {
  defaultSiteConfig,
  formatDate,
  formatUsd,
  isDeclined,
  messages,
  trackingUrl,
} from '@helmsman/domain';
import { useId } from 'react';
import { css, cx } from '#styled-system/css';
import { Badge } from '../../components/badge/index.ts';
import { Button } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { EmptyState } from '../../components/empty-state/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { Spinner } from '../../components/spinner/index.ts';
import { TitleBar } from '../../components/title-bar/index.ts';
import { CircleXIcon, PackageOpenIcon, RefreshCwIcon } from '../../icons/index.ts';

/** An order the customer started but did not finish (spec: Pending order). */
export interface PendingOrderView {
  product: string;
  category: string;
}

export interface OrderItemView {
  name: string;
  /** Absolute or root-relative URL; null shows a neutral placeholder. */
  image: string | null;
  category: string;
}

export interface ShippingAddressView {
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** A past order, already normalised by the app (cents, ISO dates, arrays instead of keyed maps). */
export interface OrderView {
  number: string;
  /** Shown as the legacy API spells it; 'Declined' (any case) is highlighted. */
  status: string;
  /** ISO date or timestamp. */
  placedAt: string;
  totalCents: number;
  refundCents: number;
  trackingNumber: string | null;
  items: OrderItemView[];
  shippingAddress: ShippingAddressView | null;
}

export type OrdersScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; pending: PendingOrderView[]; orders: OrderView[] };

export type OrdersScreenProps = OrdersScreenState & {
  brand?: string;
  /** Resumes a pending order; without it the 'Finish' buttons are not shown. */
  onFinish?: (category: string) => void;
  /** The order the customer's billing flag points at: it shows the billing-problem notice. */
  billingProblemOrder?: string | null;
};

/** /orders: pending orders to finish, then past orders, newest first as given. */
export function OrdersScreen(props: OrdersScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  return (
    <div className={styles.page}>
      <TitleBar title="Orders" brand={brand} subtitle="Track deliveries and look back at what you ordered." />
      <OrdersContent {...props} />
    </div>
  );
}

function OrdersContent(props: OrdersScreenProps) {
  switch (props.state) {
    case 'loading':
      return (
        <div className={styles.centered}>
          <Spinner size="lg" label="Loading your orders…" labelHidden={false} />
        </div>
      );
    case 'error':
      return (
        <InlineMessage
          status="error"
          title="We couldn't load your orders"
          actions={
            props.onRetry ? (
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                <RefreshCwIcon aria-hidden="true" />
                Try again
              </Button>
            ) : null
          }
        >
          {props.message}
        </InlineMessage>
      );
    case 'ready':
      if (props.pending.length === 0 && props.orders.length === 0) return <NoOrders />;
      return (
        <div className={styles.sections}>
          {props.pending.length > 0 ? (
            <PendingOrders pending={props.pending} onFinish={props.onFinish} />
          ) : null}
          <PastOrders orders={props.orders} billingProblemOrder={props.billingProblemOrder ?? null} />
        </div>
      );
  }
}

function NoOrders() {
  return (
    <EmptyState.Root>
      <EmptyState.Indicator>
        <PackageOpenIcon />
      </EmptyState.Indicator>
      <EmptyState.Title>No orders yet</EmptyState.Title>
      <EmptyState.Description>
        When you place an order, it shows up here with its status, tracking and receipt.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild>
          <a href="/">Browse products</a>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  );
}

function PendingOrders({
  pending,
  onFinish,
}: {
  pending: PendingOrderView[];
  onFinish: ((category: string) => void) | undefined;
}) {
  const headingId = useId();
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
          <ul className={styles.pendingList}>
            {pending.map((order) => (
              <li key={`${order.category}:${order.product}`} className={styles.pendingItem}>
                <span className={styles.itemThumb}>
                  <CategoryIcon category={order.category} />
                </span>
                <span className={styles.pendingName}>{order.product}</span>
                {onFinish ? (
                  <Button size="sm" onClick={() => onFinish(order.category)}>
                    Finish
                    {/* Several 'Finish' buttons need distinct names; the visible word stays first. */}
                    <span className={css({ srOnly: true })}> order for {order.product}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </Card.Body>
      </Card.Root>
    </section>
  );
}

function PastOrders({
  orders,
  billingProblemOrder,
}: {
  orders: OrderView[];
  billingProblemOrder: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.past}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Past orders
      </h2>
      {orders.length === 0 ? (
        <p className={styles.muted}>No past orders yet.</p>
      ) : (
        <ul className={styles.orderList}>
          {orders.map((order) => (
            <li key={order.number}>
              <OrderCard order={order} billingProblem={order.number === billingProblemOrder} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order, billingProblem }: { order: OrderView; billingProblem: boolean }) {
  const titleId = useId();
  const declined = isDeclined(order.status);
  return (
    // The order number is the element id, so /orders#<number> scrolls to it.
    <Card.Root asChild className={styles.orderCard}>
      <article id={order.number} aria-labelledby={titleId} data-status={declined ? 'declined' : undefined}>
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
            <InlineMessage
              status="error"
              live="none"
              actions={
                <Link href="/accounts/editPaymentMethod" variant="standalone">
                  Update payment method
                </Link>
              }
            >
              {messages.billingProblem}
            </InlineMessage>
          ) : null}
          <ul className={styles.items} aria-label="Items">
            {order.items.map((item, index) => (
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
                    className={styles.itemImage}
                  />
                ) : (
                  <span className={styles.itemThumb}>
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
                  <span className={styles.muted}>No address on file</span>
                )}
              </dd>
            </div>
            <div className={cx(styles.detail, styles.wideDetail)}>
              <dt className={styles.detailTerm}>Tracking</dt>
              <dd>
                {order.trackingNumber ? (
                  <Link href={trackingUrl(order.trackingNumber)} external className={styles.tracking}>
                    {order.trackingNumber}
                  </Link>
                ) : (
                  <span className={styles.muted}>Not shipped yet</span>
                )}
              </dd>
            </div>
          </dl>
        </Card.Body>
      </article>
    </Card.Root>
  );
}

function AddressLines({ address }: { address: ShippingAddressView }) {
  const lines = [
    address.address,
    address.address2,
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
  ].filter((line): line is string => Boolean(line));
  return (
    <span className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

const thumb = {
  flexShrink: '0',
  w: '14',
  h: '14',
  borderRadius: 'l2',
  bg: 'bg.subtle',
} as const;

const styles = {
  page: css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } }),
  centered: css({ display: 'flex', justifyContent: 'center', py: '16' }),
  sections: css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } }),
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
  past: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  sectionHeading: css({ textStyle: 'xl', fontFamily: 'heading', fontWeight: 'bold' }),
  orderList: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  orderCard: css({ scrollMarginTop: '6rem' }),
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
  itemImage: css({ ...thumb, objectFit: 'cover' }),
  itemThumb: css({
    ...thumb,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.subtle',
    '& svg': { w: '6', h: '6' },
  }),
  itemText: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  itemName: css({ fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
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
  address: css({ display: 'flex', flexDirection: 'column' }),
  tracking: css({ fontFamily: 'mono', textStyle: 'sm', wordBreak: 'break-all' }),
};
