import { describe, expect, it, vi } from 'vitest';
import type { OrdersQuery } from '../gql/hooks.ts';
import {
  hashTarget,
  hashValue,
  type OrdersQueryView,
  toOrdersScreenState,
  withPaidOrder,
} from './orders-page-state.ts';

type History = NonNullable<OrdersQuery['orders']['history']>;

const order: History[number] = {
  number: '100233',
  status: 'Declined',
  isDeclined: true,
  placedAt: '2026-10-02',
  totalCents: 1750,
  refundCents: 0,
  trackingNumber: null,
  trackingUrl: null,
  canBuyAgain: true,
  canRetryPayment: false,
  shippingAddress: null,
  items: [{ name: 'Biotin Gummies', image: null, category: 'hair' }],
};

function answer(orders: Partial<OrdersQuery['orders']>): OrdersQuery {
  return {
    orders: {
      billingProblemOrder: null,
      history: [order],
      historyError: null,
      pending: [{ product: 'Sildenafil 50 mg', category: 'ed' }],
      pendingError: null,
      ...orders,
    },
  };
}

const settled = (data: OrdersQuery, isFetching = false): OrdersQueryView => ({
  isPending: false,
  error: null,
  isFetching,
  data,
});

describe('toOrdersScreenState', () => {
  const retry = vi.fn();

  it('loads until the query answers', () => {
    expect(
      toOrdersScreenState({ isPending: true, error: null, isFetching: true, data: undefined }, retry),
    ).toEqual({ state: 'loading' });
  });

  it('fails the page when the query failed', () => {
    const state = toOrdersScreenState(
      { isPending: false, error: 'offline', isFetching: false, data: undefined },
      retry,
    );
    expect(state).toEqual({ state: 'error', message: 'offline', onRetry: retry });
  });

  it('shows both parts when both loaded', () => {
    const state = toOrdersScreenState(settled(answer({})), retry);
    expect(state).toMatchObject({
      state: 'ready',
      orders: [order],
      pending: [{ product: 'Sildenafil 50 mg' }],
    });
  });

  it('keeps the order history when only the pending orders failed, and shows their error', () => {
    const state = toOrdersScreenState(settled(answer({ pending: null, pendingError: 'Try later.' })), retry);
    expect(state).toMatchObject({
      state: 'ready',
      orders: [order],
      pending: { state: 'error', message: 'Try later.' },
    });
  });

  it('shows the failed part loading again while it is fetched again', () => {
    const state = toOrdersScreenState(
      settled(answer({ history: null, historyError: 'Try later.' }), true),
      retry,
    );
    expect(state).toMatchObject({
      state: 'ready',
      orders: { state: 'loading' },
      pending: [{ category: 'ed' }],
    });
  });

  it('fails the page when both parts failed', () => {
    const state = toOrdersScreenState(
      settled(
        answer({
          history: null,
          historyError: 'History down.',
          pending: null,
          pendingError: 'Pending down.',
        }),
      ),
      retry,
    );
    expect(state).toEqual({ state: 'error', message: 'History down.', onRetry: retry });
  });
});

describe('hashValue', () => {
  it('reads the hash without its mark', () => {
    expect(hashValue('#100233')).toBe('100233');
    expect(hashValue('#caf%C3%A9')).toBe('café');
    expect(hashValue('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashValue('')).toBeNull();
    expect(hashValue('#')).toBeNull();
  });
});

describe('hashTarget', () => {
  const numbers = ['100231', '100232', '100233'];

  it('highlights the order a hash names', () => {
    expect(hashTarget('#100233', numbers)).toEqual({ highlight: '100233', redirect: false });
  });

  it('redirects for any other hash once the orders are known', () => {
    expect(hashTarget('#nope', numbers)).toEqual({ highlight: null, redirect: true });
    expect(hashTarget('#100999', numbers)).toEqual({ highlight: null, redirect: true });
  });

  it('waits while the orders are not known, and does nothing without a hash', () => {
    expect(hashTarget('#nope', null)).toEqual({ highlight: null, redirect: false });
    expect(hashTarget('', numbers)).toEqual({ highlight: null, redirect: false });
  });
});

describe('withPaidOrder', () => {
  const paid = { number: '100233', status: 'Processing', isDeclined: false, canRetryPayment: false };

  it('shows the paid order with its new status and drops its billing notice', () => {
    const before = answer({ billingProblemOrder: '100233' });
    const after = withPaidOrder(before, paid);
    expect(after.orders.billingProblemOrder).toBeNull();
    expect(after.orders.history?.[0]).toEqual({ ...order, ...paid });
    // The cached answer is not changed in place: TanStack Query compares by reference.
    expect(before.orders.history?.[0]?.status).toBe('Declined');
  });

  it("keeps another order's billing notice and leaves a failed history alone", () => {
    expect(withPaidOrder(answer({ billingProblemOrder: '100999' }), paid).orders.billingProblemOrder).toBe(
      '100999',
    );
    expect(withPaidOrder(answer({ history: null }), paid).orders.history).toBeNull();
  });
});
