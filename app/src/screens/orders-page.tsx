import { messages } from '@helmsman/domain';
import {
  type BuyAgainStatus,
  customerAreaToaster,
  OrdersScreen,
  type RetryPaymentStatus,
} from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import {
  type OrdersQuery,
  useBuyAgainMutation,
  useCartQuery,
  useDashboardQuery,
  useOrdersQuery,
  useRetryPaymentMutation,
  useShellQuery,
  useSubscriptionsQuery,
} from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useLocationHash } from '../routing/use-location-hash.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { hashTarget, toOrdersScreenState, withPaidOrder } from './orders-page-state.ts';
import { useFinishPendingOrder } from './use-finish-pending-order.ts';

/** /orders: pending orders to finish, past orders to track or buy again, the billing-problem notice. */
export function OrdersPage() {
  useDocumentTitle('Orders');
  const { brand } = useSiteConfig();
  const orders = useOrdersQuery();
  const screenState = toOrdersScreenState(
    {
      isPending: orders.isPending,
      error: orders.isError ? errorMessage(orders.error) : null,
      isFetching: orders.isFetching,
      data: orders.data,
    },
    () => void orders.refetch(),
  );
  const highlightedOrder = useOrderHash(orders.data?.orders.history?.map((order) => order.number) ?? null);
  const finish = useFinishPendingOrder();
  const buyAgain = useBuyAgain();
  const retryPayment = useRetryPayment();
  return (
    <OrdersScreen
      {...screenState}
      brand={brand}
      billingProblemOrder={orders.data?.orders.billingProblemOrder ?? null}
      highlightedOrder={highlightedOrder}
      {...finish}
      {...buyAgain}
      {...retryPayment}
    />
  );
}

/** /orders#<number>: the order to highlight, once known; any other hash goes back to plain /orders. */
function useOrderHash(orderNumbers: string[] | null): string | null {
  const hash = useLocationHash();
  const [, navigate] = useLocation();
  const { highlight, redirect } = hashTarget(hash, orderNumbers);
  useEffect(() => {
    if (redirect) navigate('/orders', { replace: true });
  }, [redirect, navigate]);
  return highlight;
}

/** 'Buy again' (and 'Order again' on a declined order): the cart and the menu badge then refetch. */
function useBuyAgain() {
  const queryClient = useQueryClient();
  const mutation = useBuyAgainMutation();
  const [status, setStatus] = useState<BuyAgainStatus | null>(null);

  async function onBuyAgain(orderNumber: string) {
    if (mutation.isPending) return;
    setStatus({ orderNumber, state: 'pending' });
    try {
      const { buyAgain: result } = await mutation.mutateAsync({ orderNumber });
      if (!result.ok) {
        setStatus({
          orderNumber,
          state: 'failed',
          message: result.error?.message ?? messages.genericV2Failure,
        });
        return;
      }
      setStatus({ orderNumber, state: 'added' });
      customerAreaToaster.create({
        title: 'Added to your cart',
        description: `The products of order #${orderNumber} are in your cart.`,
        type: 'success',
      });
    } catch (error) {
      setStatus({ orderNumber, state: 'failed', message: errorMessage(error) });
    } finally {
      // Even a failure may have added some lines before the cart refused one.
      void queryClient.invalidateQueries({ queryKey: useCartQuery.getKey() });
      void queryClient.invalidateQueries({ queryKey: useShellQuery.getKey() });
    }
  }

  return { onBuyAgain: (orderNumber: string) => void onBuyAgain(orderNumber), buyAgain: status };
}

/**
 * 'Retry payment' in the billing notice, once the card on file changed: paid, the order is no longer
 * declined and the billing flag is gone, so every page showing either refetches; a monthly or quarterly
 * order also starts its subscription.
 */
function useRetryPayment() {
  const queryClient = useQueryClient();
  const mutation = useRetryPaymentMutation();
  const [status, setStatus] = useState<RetryPaymentStatus | null>(null);

  async function onRetryPayment(orderNumber: string) {
    if (mutation.isPending) return;
    setStatus({ orderNumber, state: 'pending' });
    try {
      const { retryPayment: result } = await mutation.mutateAsync({ orderNumber });
      if (!result.ok) {
        setStatus({
          orderNumber,
          state: 'failed',
          message: result.error?.message ?? messages.genericV2Failure,
        });
        return;
      }
      const paid = result.order;
      if (paid) {
        // The page shows the paid order at once; the refetch below brings the rest of the history.
        queryClient.setQueryData<OrdersQuery>(useOrdersQuery.getKey(), (data) =>
          data ? withPaidOrder(data, paid) : data,
        );
      }
      setStatus(null);
      customerAreaToaster.create({
        title: 'Payment received',
        description: `Order #${orderNumber} is paid and will ship soon.`,
        type: 'success',
      });
    } catch (error) {
      setStatus({ orderNumber, state: 'failed', message: errorMessage(error) });
    } finally {
      // A declined retry is recorded too: the order stops offering a retry until the card changes again.
      for (const queryKey of [
        useOrdersQuery.getKey(),
        useDashboardQuery.getKey(),
        useShellQuery.getKey(),
        useSubscriptionsQuery.getKey(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  }

  return {
    onRetryPayment: (orderNumber: string) => void onRetryPayment(orderNumber),
    retryPayment: status,
  };
}
