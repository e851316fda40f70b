import { DashboardScreen, type DashboardScreenState } from '@helmsman/ui';
import { useDashboardQuery } from '../gql/hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useFinishPendingOrder } from '../orders/use-finish-pending-order.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { toDashboardView } from './dashboard-page-state.ts';

/**
 * /dashboard ('Home'): what needs attention, the next shipment, the latest messages. Pages that change
 * any of it (orders, payment method, subscriptions, messages) invalidate ['Dashboard'].
 */
export function DashboardPage() {
  const { brand } = useSiteConfig();
  useDocumentTitle('Home', brand);
  const dashboard = useDashboardQuery();
  const finish = useFinishPendingOrder();

  const screen: DashboardScreenState = toScreenState(dashboard, (data) => ({
    state: 'ready' as const,
    ...toDashboardView(data),
  }));

  return (
    <DashboardScreen
      {...screen}
      brand={brand}
      onRetry={() => void dashboard.refetch()}
      // With online visits off, 'Finish' links to /orders, which says why it cannot be finished now.
      onFinish={finish.finishUnavailable === null ? finish.onFinish : undefined}
      finishing={finish.finishing}
    />
  );
}
