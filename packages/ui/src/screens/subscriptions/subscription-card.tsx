import {
  availableSubscriptionActions,
  formatDate,
  priceLabel,
  type SubscriptionAction,
  type SubscriptionStatus,
} from '@helmsman/domain';
import { type ComponentType, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { Badge, type BadgeProps } from '../../components/badge/index.ts';
import { Button, type ButtonProps } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { CategoryIcon } from '../../components/category-icon/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import {
  PauseIcon,
  PlayIcon,
  RepeatIcon,
  RotateCcwIcon,
  SkipForwardIcon,
  TruckIcon,
  XIcon,
} from '../../icons/index.ts';
import { lazyPart, whenIdle } from '../../lib/lazy-part.ts';
import { ActionFailureMessage } from './action-failure-message.tsx';
import type { SubscriptionDialogProps } from './dialog-props.ts';
import type { OnSubscriptionAction, SubscriptionRequest, SubscriptionView } from './types.ts';
import { useSubscriptionAction } from './use-subscription-action.ts';

type DialogKind = 'ship_now' | 'change_frequency' | 'cancel';

/**
 * The dialogs (the dialog machine, its focus trap, the cancel form: ~14 KiB gzip) load once the page
 * is idle, or when one is first opened; a card mounts a dialog from its first opening on.
 */
const ShipNowDialog = lazyPart(() => import('./ship-now-dialog.tsx'), 'ShipNowDialog');
const FrequencyDialog = lazyPart(() => import('./frequency-dialog.tsx'), 'FrequencyDialog');
const CancelDialog = lazyPart(() => import('./cancel-dialog.tsx'), 'CancelDialog');
const dialogActions: readonly SubscriptionAction[] = ['ship_now', 'change_frequency', 'cancel'];
const isDialogAction = (action: SubscriptionAction): action is DialogKind => dialogActions.includes(action);

type Icon = ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;

/** How each action is offered on the card: label, busy label, icon, emphasis. */
const actionButtons: Record<
  SubscriptionAction,
  { label: string; busy: string; icon: Icon; variant: ButtonProps['variant'] }
> = {
  skip: { label: 'Skip next shipment', busy: 'Skipping…', icon: SkipForwardIcon, variant: 'outline' },
  ship_now: { label: 'Ship now', busy: 'Ordering…', icon: TruckIcon, variant: 'outline' },
  change_frequency: { label: 'Change frequency', busy: 'Saving…', icon: RepeatIcon, variant: 'outline' },
  pause: { label: 'Pause subscription', busy: 'Pausing…', icon: PauseIcon, variant: 'outline' },
  resume: { label: 'Resume subscription', busy: 'Resuming…', icon: PlayIcon, variant: 'solid' },
  cancel: { label: 'Cancel subscription', busy: 'Cancelling…', icon: XIcon, variant: 'ghost' },
  reactivate: {
    label: 'Reactivate subscription',
    busy: 'Reactivating…',
    icon: RotateCcwIcon,
    variant: 'solid',
  },
};

const statusBadges: Record<SubscriptionStatus, { label: string; tone: BadgeProps['tone'] }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export interface SubscriptionCardProps {
  subscription: SubscriptionView;
  onAction: OnSubscriptionAction | undefined;
  today: string;
}

/** One subscription: what ships, how often, for how much, when; and what the customer can change. */
export function SubscriptionCard({ subscription, onAction, today }: SubscriptionCardProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { pending, failure, run, clearFailure } = useSubscriptionAction(onAction);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [opened, setOpened] = useState<readonly DialogKind[]>([]);
  // A fresh cancel form (no reason chosen) every time the dialog opens.
  const [cancelRound, setCancelRound] = useState(0);
  const { status } = subscription;

  useFocusHeadingWhenFocusIsLost(status, headingRef);
  useEffect(
    () =>
      whenIdle(() => {
        void ShipNowDialog.preload();
        void FrequencyDialog.preload();
        void CancelDialog.preload();
      }),
    [],
  );

  const perform = async (request: SubscriptionRequest) => {
    const ok = await run(request);
    if (ok) setDialog(null);
    return ok;
  };

  const open = (kind: DialogKind, opener: HTMLElement) => {
    openerRef.current = opener;
    clearFailure();
    if (kind === 'cancel') setCancelRound((round) => round + 1);
    setOpened((kinds) => (kinds.includes(kind) ? kinds : [...kinds, kind]));
    setDialog(kind);
  };

  const close = () => {
    setDialog(null);
    clearFailure();
  };

  const actions = onAction ? availableSubscriptionActions(status, subscription.frequencySwitch !== null) : [];
  const dialogProps = (kind: DialogKind): SubscriptionDialogProps => ({
    subscription,
    open: dialog === kind,
    onClose: close,
    pending,
    failure: dialog === kind ? failure : null,
    run: perform,
    // Back to the button that opened it; after a cancel that button is gone, so to the card's title.
    finalFocus: () => (openerRef.current?.isConnected ? openerRef.current : headingRef.current),
    today,
  });

  return (
    <Card.Root asChild className={styles.card}>
      <article aria-labelledby={titleId} aria-busy={pending !== null || undefined} data-status={status}>
        <Card.Header className={styles.header}>
          <ProductThumb subscription={subscription} />
          <div className={styles.heading}>
            <div className={styles.titleRow}>
              <Card.Title asChild>
                <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
                  {subscription.productName}
                </h2>
              </Card.Title>
              <Badge tone={statusBadges[status].tone}>{statusBadges[status].label}</Badge>
            </div>
            <p className={styles.plan}>
              <CategoryIcon category={subscription.category} size={16} />
              <span>{subscription.frequencyText}</span>
            </p>
            <p className={styles.price}>
              {priceLabel(subscription.priceCents / 100, subscription.frequency)}
            </p>
          </div>
        </Card.Header>
        <Card.Body className={styles.body}>
          <StatusNotice subscription={subscription} today={today} />
          {status === 'cancelled' ? null : <Schedule subscription={subscription} today={today} />}
          {failure && dialog === null ? <ActionFailureMessage failure={failure} /> : null}
        </Card.Body>
        {actions.length > 0 ? (
          <Card.Footer className={styles.actions}>
            {actions.map((action) => {
              const button = actionButtons[action];
              const Icon = button.icon;
              const busy = pending === action && !isDialogAction(action);
              return (
                <Button
                  key={action}
                  variant={button.variant}
                  size="sm"
                  className={action === 'cancel' ? styles.cancel : undefined}
                  loading={busy}
                  loadingText={<ActionLabel text={button.busy} product={subscription.productName} />}
                  disabled={pending !== null && !busy}
                  onClick={(event) => {
                    if (isDialogAction(action)) open(action, event.currentTarget);
                    else void perform({ subscriptionId: subscription.id, action } as SubscriptionRequest);
                  }}
                >
                  <Icon aria-hidden="true" />
                  <ActionLabel text={button.label} product={subscription.productName} />
                </Button>
              );
            })}
          </Card.Footer>
        ) : null}
        <Suspense fallback={null}>
          {actions.includes('ship_now') && opened.includes('ship_now') ? (
            <ShipNowDialog {...dialogProps('ship_now')} />
          ) : null}
          {actions.includes('change_frequency') && opened.includes('change_frequency') ? (
            <FrequencyDialog {...dialogProps('change_frequency')} />
          ) : null}
          {actions.includes('cancel') && opened.includes('cancel') ? (
            <CancelDialog key={cancelRound} {...dialogProps('cancel')} />
          ) : null}
        </Suspense>
      </article>
    </Card.Root>
  );
}

/** Cards repeat the same buttons: the product name (for screen readers) tells them apart. */
function ActionLabel({ text, product }: { text: string; product: string }) {
  return (
    <>
      {text}
      <span className={css({ srOnly: true })}>({product})</span>
    </>
  );
}

/**
 * When a change removes the button that was pressed (Pause becomes Resume, a cancel leaves only
 * Reactivate), focus would fall to the page's start; it moves to the card's title instead, so keyboard
 * and screen-reader users stay where they were.
 */
function useFocusHeadingWhenFocusIsLost(
  status: SubscriptionStatus,
  headingRef: React.RefObject<HTMLHeadingElement | null>,
) {
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    const focused = document.activeElement;
    if (!focused || focused === document.body) headingRef.current?.focus();
  }, [status, headingRef]);
}

function ProductThumb({ subscription }: { subscription: SubscriptionView }) {
  if (subscription.image) {
    return (
      <img
        src={subscription.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className={styles.thumbImage}
      />
    );
  }
  return (
    <span className={styles.thumb}>
      <CategoryIcon category={subscription.category} />
    </span>
  );
}

function Schedule({ subscription, today }: { subscription: SubscriptionView; today: string }) {
  const paused = subscription.status === 'paused';
  const ranOut = subscription.runsOutOn !== null && subscription.runsOutOn < today;
  return (
    <dl className={styles.details}>
      <Detail term="Next shipment">
        {paused ? 'When you resume' : subscription.nextShipDate ? formatDate(subscription.nextShipDate) : '—'}
      </Detail>
      <Detail term={ranOut ? 'Ran out on' : 'Runs out on'}>
        {subscription.runsOutOn ? (
          <>
            {formatDate(subscription.runsOutOn)}
            <span className={styles.estimate}> (estimate)</span>
          </>
        ) : (
          '—'
        )}
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
}

function StatusNotice({ subscription, today }: { subscription: SubscriptionView; today: string }) {
  if (subscription.status === 'paused') {
    const runsOut = subscription.runsOutOn;
    return (
      <InlineMessage status="warning" live="none">
        Nothing ships and nothing is charged until you resume.
        {runsOut && runsOut >= today ? ` Resume by ${formatDate(runsOut)} so you don't run out.` : ''}
      </InlineMessage>
    );
  }
  if (subscription.status === 'cancelled') {
    return (
      <p className={styles.muted}>
        This subscription is cancelled. Reactivate it to start deliveries again at the same price.
      </p>
    );
  }
  return null;
}

const thumb = {
  flexShrink: '0',
  w: { base: '12', sm: '16' },
  h: { base: '12', sm: '16' },
  borderRadius: 'l2',
  bg: 'bg.subtle',
} as const;

const styles = {
  card: css({ scrollMarginTop: '6rem', '&[data-status=cancelled] img': { filter: 'grayscale(1)' } }),
  header: css({ flexDirection: 'row', alignItems: 'flex-start', gap: '4' }),
  heading: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' }),
  // The badge follows the name, and drops under it when a phone has no room beside it.
  titleRow: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: '3',
    rowGap: '1',
  }),
  title: css({
    minW: '0',
    overflowWrap: 'break-word',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  plan: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    color: 'fg.muted',
    textStyle: 'sm',
    '& svg': { flexShrink: '0' },
  }),
  price: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  thumbImage: css({ ...thumb, objectFit: 'cover' }),
  thumb: css({
    ...thumb,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.subtle',
    '& svg': { w: '7', h: '7' },
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  details: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '4',
    pt: '4',
    borderTopWidth: '1px',
    borderColor: 'border.default',
  }),
  detail: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' }),
  detailTerm: css({
    textStyle: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: 'fg.muted',
  }),
  detailValue: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  estimate: css({ fontWeight: 'normal', color: 'fg.muted', textStyle: 'sm' }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  // The way out sits apart from the everyday changes.
  cancel: css({ ml: { base: '0', sm: 'auto' } }),
};
