import { formatDate, formatUsd } from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { Badge } from '../../components/badge/index.ts';
import { Button } from '../../components/button/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { Link } from '../../components/link/index.ts';
import {
  CircleCheckIcon,
  ClockIcon,
  CreditCardIcon,
  InfoIcon,
  MessageCircleIcon,
} from '../../icons/index.ts';
import type { PendingOrderView } from '../orders/types.ts';
import { AttentionCard } from './attention-card.tsx';
import {
  type BillingProblemView,
  type CustomerFlagView,
  DASHBOARD_PATHS,
  type DashboardView,
  orderPath,
} from './types.ts';

export interface AttentionSectionProps {
  view: DashboardView;
  /** Resumes a pending order; without it 'Finish' links to /orders, where it can be finished. */
  onFinish?: (category: string) => void;
  /** The category being resumed: its 'Finish' shows a spinner and the others wait. */
  finishing?: string | null;
}

/**
 * 'Needs your attention': the billing problem first (nothing ships until it is solved), then the other
 * notices, the visits to finish and the doctor's unread messages. 'All set' only when every part
 * loaded and none of them has anything: a part that failed to load could hide a problem.
 */
export function AttentionSection({ view, onFinish, finishing = null }: AttentionSectionProps) {
  const headingId = useId();
  const billingFlag = view.billingProblem
    ? view.flags.find((flag) => flag.kind === 'billing' && flag.orderNumber === view.billingProblem?.number)
    : undefined;
  const otherFlags = view.flags.filter((flag) => flag !== billingFlag);
  const count =
    (view.billingProblem ? 1 : 0) +
    otherFlags.length +
    view.pendingOrders.length +
    (view.unreadMessageCount > 0 ? 1 : 0);
  const allClear = count === 0 && view.unavailable.length === 0;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Needs your attention
        {count > 0 ? (
          <Badge tone="danger" className={styles.count}>
            {count}
            <span className={css({ srOnly: true })}> {count === 1 ? 'item' : 'items'}</span>
          </Badge>
        ) : null}
      </h2>
      {allClear ? <AllClear /> : null}
      {count === 0 && !allClear ? (
        <p className={styles.muted}>Nothing we could check needs your attention.</p>
      ) : null}
      {count > 0 ? (
        <ul className={styles.list}>
          {view.billingProblem ? (
            <li>
              <BillingProblemCard order={view.billingProblem} flag={billingFlag} />
            </li>
          ) : null}
          {otherFlags.map((flag, index) => (
            // Flags have no id; two notices may share a label.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every load
            <li key={`${flag.kind}:${flag.label}:${index}`}>
              <FlagCard flag={flag} />
            </li>
          ))}
          {view.pendingOrders.map((order) => (
            <li key={`${order.category}:${order.product}`}>
              <PendingOrderCard order={order} onFinish={onFinish} finishing={finishing} />
            </li>
          ))}
          {view.unreadMessageCount > 0 ? (
            <li>
              <UnreadMessagesCard count={view.unreadMessageCount} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

function AllClear() {
  return (
    <div className={styles.allClear} data-attention="all-clear">
      <CircleCheckIcon aria-hidden="true" className={styles.allClearIcon} />
      <div>
        <p className={styles.allClearTitle}>You're all set</p>
        <p className={styles.allClearText}>Nothing needs your attention right now.</p>
      </div>
    </div>
  );
}

function BillingProblemCard({
  order,
  flag,
}: {
  order: BillingProblemView;
  flag: CustomerFlagView | undefined;
}) {
  const items = order.items.map((item) => item.name).join(', ');
  return (
    <AttentionCard
      kind="billing"
      tone="danger"
      icon={<CreditCardIcon />}
      title={flag?.label ?? 'Payment declined'}
      actions={
        <>
          <Button asChild size="sm">
            <a href={DASHBOARD_PATHS.paymentMethod}>Update payment method</a>
          </Button>
          <Link href={orderPath(order.number)} variant="standalone">
            View order #{order.number}
          </Link>
        </>
      }
    >
      <p>{flag?.meaning ?? `Your card was declined for order #${order.number}.`}</p>
      <dl className={styles.orderSummary}>
        <div>
          <dt>Order</dt>
          <dd>#{order.number}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatDate(order.placedAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatUsd(order.totalCents)}</dd>
        </div>
        {items ? (
          <div>
            <dt>Items</dt>
            <dd>{items}</dd>
          </div>
        ) : null}
      </dl>
    </AttentionCard>
  );
}

function FlagCard({ flag }: { flag: CustomerFlagView }) {
  const aboutCard = flag.kind === 'billing' || flag.kind === 'expiredCard';
  return (
    <AttentionCard
      kind="flag"
      tone={aboutCard ? 'danger' : 'warning'}
      icon={aboutCard ? <CreditCardIcon /> : <InfoIcon />}
      title={flag.label}
      actions={
        <>
          {aboutCard ? (
            <Button asChild size="sm">
              <a href={DASHBOARD_PATHS.paymentMethod}>Update payment method</a>
            </Button>
          ) : (
            <Link href={DASHBOARD_PATHS.support} variant="standalone">
              Contact support
            </Link>
          )}
          {flag.orderNumber ? (
            <Link href={orderPath(flag.orderNumber)} variant="standalone">
              View order #{flag.orderNumber}
            </Link>
          ) : null}
        </>
      }
    >
      <p>{flag.meaning}</p>
    </AttentionCard>
  );
}

function PendingOrderCard({
  order,
  onFinish,
  finishing,
}: {
  order: PendingOrderView;
  onFinish: ((category: string) => void) | undefined;
  finishing: string | null;
}) {
  // Several 'Finish' actions need distinct names; the visible word stays first.
  const finishName = <span className={css({ srOnly: true })}> order for {order.product}</span>;
  return (
    <AttentionCard
      kind="pending"
      tone="accent"
      icon={<CategoryIcon category={order.category} />}
      title={`Finish your order for ${order.product}`}
      actions={
        onFinish ? (
          <Button
            size="sm"
            loading={finishing === order.category}
            disabled={finishing !== null && finishing !== order.category}
            onClick={() => onFinish(order.category)}
          >
            Finish
            {finishName}
          </Button>
        ) : (
          <Button asChild size="sm">
            <a href={DASHBOARD_PATHS.orders}>
              Finish
              {finishName}
            </a>
          </Button>
        )
      }
    >
      <p className={styles.withIcon}>
        <ClockIcon aria-hidden="true" />
        You started this online visit but haven't finished it yet.
      </p>
    </AttentionCard>
  );
}

function UnreadMessagesCard({ count }: { count: number }) {
  return (
    <AttentionCard
      kind="messages"
      tone="info"
      icon={<MessageCircleIcon />}
      title={count === 1 ? '1 new message from your doctor' : `${count} new messages from your doctor`}
      actions={
        <Button asChild size="sm" variant="outline">
          <a href={DASHBOARD_PATHS.messages}>Read {count === 1 ? 'it' : 'them'} in Messages</a>
        </Button>
      }
    >
      <p>Your doctor has written to you since you last opened your messages.</p>
    </AttentionCard>
  );
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    textStyle: 'xl',
    fontFamily: 'heading',
    fontWeight: 'bold',
  }),
  count: css({ textStyle: 'sm' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  allClear: css({
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    p: { base: '4', sm: '5' },
    bg: 'success.subtle',
    borderWidth: '1px',
    borderColor: 'success.border',
    borderRadius: 'l3',
  }),
  allClearIcon: css({ flexShrink: '0', w: '8', h: '8', color: 'success.fg' }),
  allClearTitle: css({ fontWeight: 'semibold', color: 'fg.default' }),
  allClearText: css({ textStyle: 'sm', color: 'fg.muted' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  withIcon: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    '& svg': { w: '4', h: '4', flexShrink: '0' },
  }),
  orderSummary: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, auto))' },
    justifyContent: 'start',
    columnGap: '6',
    rowGap: '2',
    p: '3',
    bg: 'bg.subtle',
    borderRadius: 'l2',
    '& dt': {
      textStyle: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
      color: 'fg.muted',
    },
    '& dd': { color: 'fg.default', fontWeight: 'medium', overflowWrap: 'anywhere' },
  }),
};
