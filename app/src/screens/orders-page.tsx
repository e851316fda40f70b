import { OrdersScreen, type OrdersScreenProps } from '@helmsman/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type OrdersQuery, useOrdersQuery } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';

export function OrdersPage() {
  useDocumentTitle('Orders');
  const orders = useOrdersQuery();
  return <OrdersScreen {...toScreenProps(orders)} />;
}

function toScreenProps(orders: UseQueryResult<OrdersQuery, unknown>): OrdersScreenProps {
  if (orders.isPending) return { state: 'loading' };
  if (orders.isError)
    return { state: 'error', message: errorMessage(orders.error), onRetry: () => void orders.refetch() };
  const { pending, history, billingProblemOrder } = orders.data.orders;
  return { state: 'ready', pending, orders: history, billingProblemOrder };
}
