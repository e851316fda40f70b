import { messages } from '@helmsman/domain';
import {
  type BuyAgainStatus,
  customerAreaToaster,
  OrdersScreen,
  type RetryPaymentStatus,
} from '@helmsman/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
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

/** Where one order's action stands: under way, done (when the page says so), or failed with why. */
type OrderActionStatus<Done extends string> =
  | { orderNumber: string; state: 'pending' }
  | { orderNumber: string; state: Done }
  | { orderNumber: string; state: 'failed'; message: string };

/**
 * One action on one order at a time (Buy again, Retry payment): its status for the screen, the form
 * error or the thrown one as the failure, and the queries it makes stale refetched whatever happened.
 */
function useOrderAction<Done extends string>({
  run,
  isPending,
  onDone,
  stale,
}: {
  /** Resolves to the mutation's `{ ok, error }` answer. */
  run: (orderNumber: string) => Promise<{ ok: boolean; error?: { message: string } | null }>;
  isPending: boolean;
  /** After success: the status to show (null: none) and what to tell the customer. */
  onDone: (orderNumber: string) => OrderActionStatus<Done> | null;
  stale: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderActionStatus<Done> | null>(null);

  async function act(orderNumber: string) {
    if (isPending) return;
    setStatus({ orderNumber, state: 'pending' });
    try {
      const result = await run(orderNumber);
      setStatus(
        result.ok
          ? onDone(orderNumber)
          : { orderNumber, state: 'failed', message: result.error?.message ?? messages.genericV2Failure },
      );
    } catch (error) {
      setStatus({ orderNumber, state: 'failed', message: errorMessage(error) });
    } finally {
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    }
  }

  return { act: (orderNumber: string) => void act(orderNumber), status };
}

/** 'Buy again' (and 'Order again' on a declined order): the cart and the menu badge then refetch. */
function useBuyAgain() {
  const mutation = useBuyAgainMutation();
  const { act, status } = useOrderAction<'added'>({
    run: async (orderNumber) => (await mutation.mutateAsync({ orderNumber })).buyAgain,
    isPending: mutation.isPending,
    onDone: (orderNumber) => {
      customerAreaToaster.create({
        title: 'Added to your cart',
        description: `The products of order #${orderNumber} are in your cart.`,
        type: 'success',
      });
      return { orderNumber, state: 'added' };
    },
    // Even a failure may have added some lines before the cart refused one.
    stale: [useCartQuery.getKey(), useShellQuery.getKey()],
  });
  return { onBuyAgain: act, buyAgain: status satisfies BuyAgainStatus | null };
}

/**
 * 'Retry payment' in the billing notice, once the card on file changed: paid, the order is no longer
 * declined and the billing flag is gone, so every page showing either refetches; a monthly or quarterly
 * order also starts its subscription.
 */
function useRetryPayment() {
  const queryClient = useQueryClient();
  const mutation = useRetryPaymentMutation();
  const { act, status } = useOrderAction<never>({
    run: async (orderNumber) => {
      const { retryPayment: result } = await mutation.mutateAsync({ orderNumber });
      const paid = result.order;
      if (result.ok && paid) {
        // The page shows the paid order at once; the refetch brings the rest of the history.
        queryClient.setQueryData<OrdersQuery>(useOrdersQuery.getKey(), (data) =>
          data ? withPaidOrder(data, paid) : data,
        );
      }
      return result;
    },
    isPending: mutation.isPending,
    onDone: (orderNumber) => {
      customerAreaToaster.create({
        title: 'Payment received',
        description: `Order #${orderNumber} is paid and will ship soon.`,
        type: 'success',
      });
      return null;
    },
    // A declined retry is recorded too: the order stops offering a retry until the card changes again.
    stale: [
      useOrdersQuery.getKey(),
      useDashboardQuery.getKey(),
      useShellQuery.getKey(),
      useSubscriptionsQuery.getKey(),
    ],
  });
  return { onRetryPayment: act, retryPayment: status satisfies RetryPaymentStatus | null };
}
