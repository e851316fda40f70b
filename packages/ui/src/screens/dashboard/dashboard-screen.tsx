import { defaultSiteConfig } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { PageStates } from '../../components/page-state/index.ts';
import { RefreshCwIcon } from '../../icons/index.ts';
import { CustomerPage } from '../../layouts/customer-page/index.ts';
import { AttentionSection } from './attention-section.tsx';
import { NextShipmentCard } from './next-shipment-card.tsx';
import { RecentMessagesCard } from './recent-messages-card.tsx';
import type { DashboardPartView, DashboardView } from './types.ts';

export type DashboardScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | ({ state: 'ready' } & DashboardView);

export type DashboardScreenProps = DashboardScreenState & {
  brand?: string;
  /** Reloads the dashboard: 'Try again' after an error or when a part could not be loaded. */
  onRetry?: () => void;
  /** Resumes a pending order; without it 'Finish' links to /orders. */
  onFinish?: (category: string) => void;
  /** The pending order's category being resumed, or null. */
  finishing?: string | null;
  /** The reader's time zone for message times; the browser's when omitted. */
  timeZone?: string;
};

/** /dashboard ('Home'): what needs the customer's attention, the next shipment and the latest messages. */
export function DashboardScreen(props: DashboardScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  const firstName = props.state === 'ready' ? props.firstName : null;
  return (
    <CustomerPage
      title="Home"
      brand={brand}
      subtitle={firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'}
    >
      <DashboardContent {...props} />
    </CustomerPage>
  );
}

function DashboardContent(props: DashboardScreenProps) {
  return (
    <PageStates of={props} subject="your dashboard">
      {(ready) => (
        <div className={styles.sections}>
          {ready.unavailable.length > 0 ? (
            <PartlyLoaded parts={ready.unavailable} onRetry={ready.onRetry} />
          ) : null}
          <AttentionSection view={ready} onFinish={ready.onFinish} finishing={ready.finishing ?? null} />
          <div className={styles.columns}>
            <NextShipmentCard
              shipment={ready.nextShipment}
              unavailable={ready.unavailable.includes('SUBSCRIPTIONS')}
            />
            <RecentMessagesCard
              messages={ready.recentMessages}
              unavailable={ready.unavailable.includes('MESSAGES')}
              timeZone={ready.timeZone}
            />
          </div>
        </div>
      )}
    </PageStates>
  );
}

const partNames: Record<DashboardPartView, string> = {
  ACCOUNT: 'account notices',
  PENDING_ORDERS: 'pending orders',
  SUBSCRIPTIONS: 'subscriptions',
  MESSAGES: 'messages',
};

/** 'your pending orders and messages': the parts in the customer's words. */
function listParts(parts: DashboardPartView[]): string {
  const names = parts.map((part) => partNames[part]);
  const last = names.pop();
  return names.length > 0 ? `your ${names.join(', ')} and ${last}` : `your ${last}`;
}

function PartlyLoaded({ parts, onRetry }: { parts: DashboardPartView[]; onRetry: (() => void) | undefined }) {
  return (
    <InlineMessage
      status="warning"
      live="status"
      title="Some of your dashboard didn't load"
      actions={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        ) : null
      }
    >
      We couldn't load {listParts(parts)} just now, so something may still need your attention.
    </InlineMessage>
  );
}

const styles = {
  sections: css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } }),
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
    alignItems: 'start',
    gap: '5',
  }),
};
