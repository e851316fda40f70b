import { describe, expect, it } from 'vitest';
import { cartBadgeCount } from './cart-badge.ts';

describe('cartBadgeCount', () => {
  it('takes the fresher of the shell and the cart', () => {
    expect(cartBadgeCount({ count: 2, updatedAt: 100 }, { count: 5, updatedAt: 200 })).toBe(5);
    expect(cartBadgeCount({ count: 2, updatedAt: 300 }, { count: 5, updatedAt: 200 })).toBe(2);
  });

  it('uses whichever is known, and 0 when neither is', () => {
    expect(cartBadgeCount({ count: 4, updatedAt: 100 }, { count: undefined, updatedAt: 0 })).toBe(4);
    expect(cartBadgeCount({ count: null, updatedAt: 100 }, { count: 1, updatedAt: 50 })).toBe(1);
    expect(cartBadgeCount({ count: null, updatedAt: 100 }, { count: undefined, updatedAt: 0 })).toBe(0);
  });
});
