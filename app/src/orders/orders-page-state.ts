import { messages, ORDER_NUMBER_PATTERN } from '@helmsman/domain';
import type { OrdersScreenState, OrdersSectionProblem } from '@helmsman/ui';
import type { OrdersQuery, RetryPaymentMutation } from '../gql/hooks.ts';

/** What the page knows of its one Orders query (the parts of TanStack Query's result it reads). */
export interface OrdersQueryView {
  isPending: boolean;
  error: string | null;
  /** A refetch is under way (after 'Try again'). */
  isFetching: boolean;
  data: OrdersQuery | undefined;
}

/**
 * The screen state of /orders. Spec section 4 gives the order history and the pending orders a loading
 * flag each: they come in one query, but a part that failed shows its own error (and, while it is being
 * fetched again, its own spinner) next to the part that did not.
 */
export function toOrdersScreenState(query: OrdersQueryView, onRetry: () => void): OrdersScreenState {
  if (query.isPending) return { state: 'loading' };
  if (!query.data) return { state: 'error', message: query.error ?? messages.unexpectedError, onRetry };
  const { history, historyError, pending, pendingError } = query.data.orders;
  if (!history && !pending) {
    return { state: 'error', message: historyError ?? pendingError ?? messages.unexpectedError, onRetry };
  }
  const problem = (message: string | null): OrdersSectionProblem =>
    query.isFetching
      ? { state: 'loading' }
      : { state: 'error', message: message ?? messages.unexpectedError };
  return {
    state: 'ready',
    pending: pending ?? problem(pendingError),
    orders: history ?? problem(historyError),
    onRetry,
  };
}

/** '#100233' → '100233'; null for an empty hash. */
export function hashValue(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * What /orders does with its URL hash (spec section 2): an order number among the loaded orders is
 * highlighted; any other hash sends the customer to plain /orders. Until the order history is loaded
 * nothing can be told (and if it failed, the hash stays for the retry).
 */
export function hashTarget(
  hash: string,
  orderNumbers: readonly string[] | null,
): { highlight: string | null; redirect: boolean } {
  const value = hashValue(hash);
  if (value === null || orderNumbers === null) return { highlight: null, redirect: false };
  if (ORDER_NUMBER_PATTERN.test(value) && orderNumbers.includes(value)) {
    return { highlight: value, redirect: false };
  }
  return { highlight: null, redirect: true };
}

type PaidOrder = NonNullable<RetryPaymentMutation['retryPayment']['order']>;

/** The orders page's data with one order paid: its new status, and no billing notice on it any more. */
export function withPaidOrder(data: OrdersQuery, paid: PaidOrder): OrdersQuery {
  const { orders } = data;
  return {
    orders: {
      ...orders,
      billingProblemOrder: orders.billingProblemOrder === paid.number ? null : orders.billingProblemOrder,
      history:
        orders.history?.map((order) => (order.number === paid.number ? { ...order, ...paid } : order)) ??
        null,
    },
  };
}
