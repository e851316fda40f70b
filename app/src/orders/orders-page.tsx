import { messages } from '@helmsman/domain';
import { customerAreaToaster, type OnOrderAction, OrdersScreen } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import {
  type OrdersQuery,
  useBuyAgainMutation,
  useOrdersQuery,
  useRetryPaymentMutation,
} from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { type FormMutationResult, submitForm } from '../graphql/form-result.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';
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
  const onBuyAgain = useBuyAgain();
  const onRetryPayment = useRetryPayment();
  return (
    <OrdersScreen
      {...screenState}
      brand={brand}
      billingProblemOrder={orders.data?.orders.billingProblemOrder ?? null}
      highlightedOrder={highlightedOrder}
      onFinish={finish.onFinish}
      finishUnavailable={finish.finishUnavailable}
      onBuyAgain={onBuyAgain}
      onRetryPayment={onRetryPayment}
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

/**
 * One action on one order (Buy again, Retry payment) as the screen's async action: the screen keeps it
 * busy meanwhile and shows the failure, the gateway's message or the thrown one (submitForm's form
 * error). The queries it makes stale refetch whatever happened.
 */
function useOrderAction<Result extends FormMutationResult>(
  mutation: 'BuyAgain' | 'RetryPayment',
  {
    send,
    done,
  }: {
    /** Sends the mutation and resolves to its `{ ok, error }` answer. */
    send: (orderNumber: string) => Promise<Result>;
    /** After success: what to tell the customer. */
    done: (orderNumber: string) => void;
  },
): OnOrderAction {
  const queryClient = useQueryClient();
  return async (orderNumber) => {
    try {
      const result = await submitForm(
        () => send(orderNumber),
        messages.genericV2Failure,
        () => done(orderNumber),
      );
      return result === undefined
        ? { ok: true }
        : { ok: false, message: result.formError ?? messages.genericV2Failure };
    } finally {
      invalidateStale(queryClient, mutation);
    }
  };
}

/** 'Buy again' (and 'Order again' on a declined order): the cart and the menu badge then refetch. */
function useBuyAgain(): OnOrderAction {
  const mutation = useBuyAgainMutation();
  return useOrderAction('BuyAgain', {
    send: async (orderNumber) => (await mutation.mutateAsync({ orderNumber })).buyAgain,
    done: (orderNumber) =>
      customerAreaToaster.create({
        title: 'Added to your cart',
        description: `The products of order #${orderNumber} are in your cart.`,
        type: 'success',
      }),
  });
}

/**
 * 'Retry payment' in the billing notice, once the card on file changed: paid, the order is no longer
 * declined and the billing flag is gone, so every page showing either refetches; a monthly or quarterly
 * order also starts its subscription.
 */
function useRetryPayment(): OnOrderAction {
  const queryClient = useQueryClient();
  const mutation = useRetryPaymentMutation();
  return useOrderAction('RetryPayment', {
    send: async (orderNumber) => {
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
    done: (orderNumber) =>
      customerAreaToaster.create({
        title: 'Payment received',
        description: `Order #${orderNumber} is paid and will ship soon.`,
        type: 'success',
      }),
  });
}
