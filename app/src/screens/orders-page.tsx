import { messages } from '@helmsman/domain';
import { type BuyAgainStatus, customerAreaToaster, OrdersScreen } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useBuyAgainMutation, useCartQuery, useOrdersQuery, useShellQuery } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useLocationHash } from '../routing/use-location-hash.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { hashTarget, toOrdersScreenState } from './orders-page-state.ts';
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
  return (
    <OrdersScreen
      {...screenState}
      brand={brand}
      billingProblemOrder={orders.data?.orders.billingProblemOrder ?? null}
      highlightedOrder={highlightedOrder}
      {...finish}
      {...buyAgain}
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
