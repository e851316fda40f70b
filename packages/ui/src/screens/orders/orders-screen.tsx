import {
  defaultSiteConfig,
  formatDate,
  formatUsd,
  isDeclined,
  messages,
  trackingUrl,
} from '@helmsman/domain';
import { useEffect, useId, useRef } from 'react';
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
import {
  CheckIcon,
  CircleXIcon,
  CreditCardIcon,
  PackageOpenIcon,
  RefreshCwIcon,
  ShoppingBagIcon,
} from '../../icons/index.ts';

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
  /** The postal tracking page of the number; when absent it is derived from the number (USPS). */
  trackingUrl?: string | null;
  items: OrderItemView[];
  shippingAddress: ShippingAddressView | null;
  /** Its products are sold in the shop, so 'Buy again' can put them in the cart. */
  canBuyAgain?: boolean;
  /** Declined, and the card on file changed since: 'Retry payment' can charge it. */
  canRetryPayment?: boolean;
}

/** A part of the page that loads on its own (spec section 4) and is not there: still loading, or failed. */
export type OrdersSectionProblem = { state: 'loading' } | { state: 'error'; message: string };

export type OrdersScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | {
      state: 'ready';
      /** The pending orders, or why they are not shown (the order history may still be). */
      pending: PendingOrderView[] | OrdersSectionProblem;
      /** The order history, newest first, or why it is not shown. */
      orders: OrderView[] | OrdersSectionProblem;
      /** Loads the parts that failed again. */
      onRetry?: () => void;
    };

/** Where 'Buy again' of one order stands. */
export type BuyAgainStatus =
  | { orderNumber: string; state: 'pending' }
  | { orderNumber: string; state: 'added' }
  | { orderNumber: string; state: 'failed'; message: string };

/** Where 'Retry payment' of the declined order stands (once paid, the order is no longer declined). */
export type RetryPaymentStatus =
  | { orderNumber: string; state: 'pending' }
  | { orderNumber: string; state: 'failed'; message: string };

export type OrdersScreenProps = OrdersScreenState & {
  brand?: string;
  /** Resumes a pending order; without it the 'Finish' buttons are not shown. */
  onFinish?: (category: string) => void;
  /** Why 'Finish' cannot be used now (online visits are off): the buttons are disabled and this says why. */
  finishUnavailable?: string | null;
  /** The category whose 'Finish' is under way. */
  finishing?: string | null;
  /** The order the customer's billing flag points at: it shows the billing-problem notice. */
  billingProblemOrder?: string | null;
  /** Puts an order's products in the cart again; without it no 'Buy again' buttons are shown. */
  onBuyAgain?: (orderNumber: string) => void;
  buyAgain?: BuyAgainStatus | null;
  /** Charges the declined order again to the (updated) card on file; without it no 'Retry payment'. */
  onRetryPayment?: (orderNumber: string) => void;
  retryPayment?: RetryPaymentStatus | null;
  /** The order /orders#<number> names: scrolled into view, focused and highlighted once it is shown. */
  highlightedOrder?: string | null;
};

/** Everything an order card needs from the page besides the order. */
interface OrderActions {
  billingProblemOrder: string | null;
  onBuyAgain: ((orderNumber: string) => void) | undefined;
  buyAgain: BuyAgainStatus | null;
  onRetryPayment: ((orderNumber: string) => void) | undefined;
  retryPayment: RetryPaymentStatus | null;
  highlightedOrder: string | null;
}

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

function isProblem<T>(section: T[] | OrdersSectionProblem): section is OrdersSectionProblem {
  return !Array.isArray(section);
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
        <LoadFailure title="We couldn't load your orders" message={props.message} onRetry={props.onRetry} />
      );
    case 'ready': {
      const { pending, orders } = props;
      if (!isProblem(pending) && !isProblem(orders) && pending.length === 0 && orders.length === 0) {
        return <NoOrders />;
      }
      return (
        <div className={styles.sections}>
          <PendingOrders
            pending={pending}
            onFinish={props.onFinish}
            finishUnavailable={props.finishUnavailable ?? null}
            finishing={props.finishing ?? null}
            onRetry={props.onRetry}
          />
          <PastOrders
            orders={orders}
            onRetry={props.onRetry}
            actions={{
              billingProblemOrder: props.billingProblemOrder ?? null,
              onBuyAgain: props.onBuyAgain,
              buyAgain: props.buyAgain ?? null,
              onRetryPayment: props.onRetryPayment,
              retryPayment: props.retryPayment ?? null,
              highlightedOrder: props.highlightedOrder ?? null,
            }}
          />
        </div>
      );
    }
  }
}

function LoadFailure({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: (() => void) | undefined;
}) {
  return (
    <InlineMessage
      status="error"
      title={title}
      actions={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        ) : null
      }
    >
      {message}
    </InlineMessage>
  );
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
  finishUnavailable,
  finishing,
  onRetry,
}: {
  pending: PendingOrderView[] | OrdersSectionProblem;
  onFinish: ((category: string) => void) | undefined;
  finishUnavailable: string | null;
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
            pending.state === 'loading' ? (
              <Spinner label="Loading your pending orders…" labelHidden={false} />
            ) : (
              <LoadFailure
                title="We couldn't load your pending orders"
                message={pending.message}
                onRetry={onRetry}
              />
            )
          ) : (
            <>
              <ul className={styles.pendingList}>
                {pending.map((order) => (
                  <li key={`${order.category}:${order.product}`} className={styles.pendingItem}>
                    <span className={styles.itemThumb}>
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
                <p id={noteId} className={styles.muted}>
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

function PastOrders({
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
        orders.state === 'loading' ? (
          <div className={styles.centered}>
            <Spinner label="Loading your orders…" labelHidden={false} />
          </div>
        ) : (
          <LoadFailure title="We couldn't load your orders" message={orders.message} onRetry={onRetry} />
        )
      ) : orders.length === 0 ? (
        <p className={styles.muted}>No past orders yet.</p>
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

function OrderCard({ order, actions }: { order: OrderView; actions: OrderActions }) {
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
            <BillingProblem
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
                  <Link
                    href={order.trackingUrl ?? trackingUrl(order.trackingNumber)}
                    external
                    className={styles.tracking}
                  >
                    {order.trackingNumber}
                  </Link>
                ) : (
                  <span className={styles.muted}>Not shipped yet</span>
                )}
              </dd>
            </div>
          </dl>
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
            {buyAgain?.state === 'added' ? <AddedToCart /> : null}
          </Card.Footer>
        ) : billingProblem && buyAgain?.state === 'added' ? (
          <Card.Footer>
            <AddedToCart />
          </Card.Footer>
        ) : null}
      </article>
    </Card.Root>
  );
}

/** 'Retry payment' of the notice, offered once the card on file changed after the decline. */
interface RetryOffer {
  totalCents: number;
  onRetry: () => void;
  status: RetryPaymentStatus | null;
}

/**
 * The billing-problem notice (spec section 8). It sends the customer to update the card; once the card
 * on file changed, 'Retry payment' charges this order to it (lapi-server's extension: against a legacy
 * API without it the order never offers a retry). 'Order again' puts the products in the cart instead.
 */
function BillingProblem({
  canOrderAgain,
  onOrderAgain,
  pending,
  retry,
}: {
  canOrderAgain: boolean;
  onOrderAgain: () => void;
  pending: boolean;
  retry: RetryOffer | null;
}) {
  const retrying = retry?.status?.state === 'pending';
  return (
    <InlineMessage
      status="error"
      live="none"
      actions={
        <>
          {retry ? (
            <Button size="sm" loading={retrying} loadingText="Paying…" onClick={retry.onRetry}>
              <CreditCardIcon aria-hidden="true" />
              Retry payment
            </Button>
          ) : null}
          <Link href="/accounts/editPaymentMethod" variant="standalone">
            Update payment method
          </Link>
          {canOrderAgain && !retry ? (
            <Button
              size="sm"
              variant="outline"
              loading={pending}
              loadingText="Adding to cart…"
              onClick={onOrderAgain}
            >
              <ShoppingBagIcon aria-hidden="true" />
              Order again
            </Button>
          ) : null}
        </>
      }
    >
      <p>{messages.billingProblem}</p>
      <p className={styles.billingNext}>
        {retry
          ? `Your card on file was updated after this payment was declined. Retry payment charges ${formatUsd(retry.totalCents)} to it for this order.`
          : canOrderAgain
            ? 'Updating your card does not charge this order again. Once your card is updated, use Order again to put these items in your cart and check out with the new card.'
            : 'Updating your card does not charge this order again. Once your card is updated, order these items again.'}
      </p>
      {retry?.status?.state === 'failed' ? (
        // Announced: the button the customer pressed stays where it was, the outcome appears here.
        <p role="alert" className={styles.retryFailed}>
          The payment did not go through: {retry.status.message}
        </p>
      ) : null}
    </InlineMessage>
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
  orderCard: css({
    scrollMarginTop: '6rem',
    // /orders#<number>: the card the link named stands out, and takes focus (outline when focused).
    '&[data-highlighted]': {
      borderColor: 'accent.emphasized',
      boxShadow: '0 0 0 3px {colors.accent.default}',
    },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '4px' },
  }),
  billingNext: css({ mt: '2' }),
  retryFailed: css({ mt: '2', fontWeight: 'semibold' }),
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
