import { describe, expect, it } from 'vitest';
import { badgeText, customerNavItems, isCurrentPath } from './nav-items.ts';

describe('customer menu (spec section 2)', () => {
  it('lists the links in the spec order, with Health data only when allowed', () => {
    expect(customerNavItems({ showHealthData: false }).map((item) => item.href)).toEqual([
      '/dashboard',
      '/cart',
      '/messages',
      '/orders',
      '/subscriptions',
      '/accounts',
      '/logout',
    ]);
    expect(customerNavItems({ showHealthData: true }).map((item) => item.href)).toEqual([
      '/dashboard',
      '/cart',
      '/messages',
      '/orders',
      '/subscriptions',
      '/health-data',
      '/accounts',
      '/logout',
    ]);
  });

  it('marks a link current on its path and below it', () => {
    expect(isCurrentPath('/orders', '/orders')).toBe(true);
    expect(isCurrentPath('/orders', '/orders/')).toBe(true);
    expect(isCurrentPath('/orders', '/orders#100482')).toBe(true);
    expect(isCurrentPath('/accounts', '/accounts/editPaymentMethod')).toBe(true);
    expect(isCurrentPath('/orders', '/orders-archive')).toBe(false);
    expect(isCurrentPath('/orders', '/dashboard')).toBe(false);
    expect(isCurrentPath('/orders', undefined)).toBe(false);
  });

  it('caps badge numbers at 99+', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
