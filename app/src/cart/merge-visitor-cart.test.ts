import { findProduct, type Product } from '@helmsman/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from './memory-local-storage.ts';

const calls = vi.hoisted(() => ({
  merge: [] as unknown[],
  apply: [] as unknown[],
  reported: [] as unknown[],
  fail: false,
}));
const cart = {
  items: [],
  itemCount: 2,
  subtotalCents: 3500,
  discountCents: 0,
  totalCents: 3500,
  coupon: null,
};
vi.mock('../gql/hooks.ts', () => ({
  useMergeVisitorCartMutation: {
    fetcher: (variables: unknown) => async () => {
      calls.merge.push(variables);
      if (calls.fail) throw new TypeError('Failed to fetch');
      return { mergeVisitorCart: { ok: true, error: null, cart } };
    },
  },
  useApplyCouponMutation: {
    fetcher: (variables: unknown) => async () => {
      calls.apply.push(variables);
      return { applyCoupon: { ok: true, error: null, cart } };
    },
  },
}));
vi.mock('../data-provider.tsx', () => ({ queryClient: {} }));
vi.mock('./server-cart.ts', () => ({ cartChanged: () => {} }));
vi.mock('../errors/report.ts', () => ({ reportError: (error: unknown) => calls.reported.push(error) }));

stubLocalStorage();
// The app project shares modules between a worker's files (isolate: false): without a fresh registry,
// a file that imported the cart earlier with its own mocks and storage would hand this one its copy.
vi.resetModules();

const { addVisitorItem, clearVisitorCart, setVisitorCoupon, visitorCart } = await import('./visitor-cart.ts');
const { mergeVisitorCart } = await import('./merge-visitor-cart.ts');

beforeEach(() => {
  clearVisitorCart();
  Object.assign(calls, { merge: [], apply: [], reported: [], fail: false });
});

describe('mergeVisitorCart', () => {
  it('sends the local lines with the merge key, applies the checked coupon, then clears the local cart', async () => {
    addVisitorItem(findProduct(41) as Product, 2);
    setVisitorCoupon({
      code: 'WELCOME15',
      description: '15% off',
      discountCents: 525,
      checkedSubtotalCents: 3500,
    });
    const { mergeKey } = visitorCart;
    await mergeVisitorCart();
    expect(calls.merge).toEqual([{ items: [{ productId: '41', quantity: 2 }], mergeKey }]);
    expect(calls.apply).toEqual([{ code: 'WELCOME15' }]);
    expect(visitorCart.items).toEqual([]);
    expect(visitorCart.mergeKey).toBeNull();
  });

  it('asks nothing for an empty cart', async () => {
    await mergeVisitorCart();
    expect(calls.merge).toEqual([]);
  });

  it('keeps the local cart for the next login when the merge fails, and reports it', async () => {
    addVisitorItem(findProduct(160) as Product, 1);
    calls.fail = true;
    await mergeVisitorCart();
    expect(visitorCart.items.map((item) => item.product_id)).toEqual(['160']);
    expect(calls.reported).toHaveLength(1);
  });
});
