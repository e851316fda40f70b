import { defaultSiteConfig, formatUsd, PRICE_MONTHLY, PRICE_QUARTERLY, toCents } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { EmptyState } from '../../components/empty-state/index.ts';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import { RepeatIcon } from '../../icons/index.ts';
import { CustomerPage } from '../../layouts/customer-page/index.ts';
import { SubscriptionCard } from './subscription-card.tsx';
import type { OnSubscriptionAction, SubscriptionView } from './types.ts';

export type SubscriptionsScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; subscriptions: SubscriptionView[] };

export type SubscriptionsScreenProps = SubscriptionsScreenState & {
  brand?: string;
  /**
   * Makes a change and resolves with how it went; the card shows it in progress meanwhile and
   * 'Failed to update subscription.' on failure. Without it the subscriptions are read-only.
   */
  onAction?: OnSubscriptionAction;
  /** Today, 'YYYY-MM-DD' (UTC): dates the skip preview and the paused notice. Defaults to the clock. */
  today?: string;
};

/** /subscriptions: every subscription with its schedule, and the changes a customer can make. */
export function SubscriptionsScreen(props: SubscriptionsScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  return (
    <CustomerPage
      width="medium"
      title="Subscriptions"
      brand={brand}
      subtitle="Skip or ship a delivery, change how often it comes, pause or cancel."
    >
      <SubscriptionsContent {...props} />
    </CustomerPage>
  );
}

function SubscriptionsContent(props: SubscriptionsScreenProps) {
  return (
    <PageStates of={props} subject="your subscriptions">
      {(ready) => <SubscriptionList {...ready} />}
    </PageStates>
  );
}

function SubscriptionList(props: Loaded<SubscriptionsScreenProps>) {
  if (props.subscriptions.length === 0) return <NoSubscriptions />;
  const today = props.today ?? new Date().toISOString().slice(0, 10);
  return (
    <ul className={styles.list}>
      {props.subscriptions.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionCard subscription={subscription} onAction={props.onAction} today={today} />
        </li>
      ))}
    </ul>
  );
}

function NoSubscriptions() {
  return (
    <EmptyState.Root>
      <EmptyState.Indicator>
        <RepeatIcon />
      </EmptyState.Indicator>
      <EmptyState.Title>No subscriptions yet</EmptyState.Title>
      <EmptyState.Description>
        Subscribe to any of our gummies and never run out: one bottle a month for{' '}
        {formatUsd(toCents(PRICE_MONTHLY))}, or three every quarter for {formatUsd(toCents(PRICE_QUARTERLY))}.
        Skip, pause or cancel any time.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild>
          <a href="/">Browse products</a>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  );
}

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
};
