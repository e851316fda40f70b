import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateStale, staleAfter, staleQueries } from './stale-queries.ts';

const subscriptionChange = (action: 'PAUSE' | 'SHIP_NOW') => ({ input: { subscriptionId: '7', action } });

describe('staleAfter', () => {
  it('refreshes the shell, the dashboard and health data after a subscription change, and the orders after a ship now', () => {
    expect(staleAfter('UpdateSubscription', subscriptionChange('PAUSE'))).toEqual([
      ['Shell'],
      ['Dashboard'],
      ['HealthData'],
    ]);
    expect(staleAfter('UpdateSubscription', subscriptionChange('SHIP_NOW'))).toContainEqual(['Orders']);
  });

  it('refreshes the menu header’s name after a profile change, and nothing after an address change', () => {
    expect(staleAfter('UpdateProfile')).toEqual([['Me'], ['Shell']]);
    expect(staleAfter('UpdateShippingAddress')).toEqual([]);
  });

  it('refreshes the cart, the orders, the subscriptions and the card on file after an order', () => {
    expect(staleAfter('PlaceOrder')).toEqual(
      expect.arrayContaining([['Cart'], ['Checkout'], ['Shell'], ['Orders'], ['Subscriptions'], ['Account']]),
    );
    expect(staleAfter('SignUp')).toEqual([]);
  });

  it('refreshes what counts unread messages once they are read', () => {
    expect(staleAfter('MarkMessagesRead')).toEqual([['Shell'], ['Dashboard']]);
  });

  it('never lists a query the app does not cache under that key (every entry is a generated key)', () => {
    const known = new Set([
      'Me',
      'Shell',
      'Dashboard',
      'Orders',
      'Cart',
      'HealthData',
      'Subscriptions',
      'Account',
      'Checkout',
      'MessageThread',
      'VisitCheckout',
    ]);
    for (const name of Object.keys(staleQueries) as (keyof typeof staleQueries)[]) {
      for (const key of staleAfter(name, subscriptionChange('SHIP_NOW') as never)) {
        expect(known).toContain(key[0]);
      }
    }
  });
});

describe('invalidateStale', () => {
  it('marks exactly the stale queries as invalid, and leaves the others fresh', async () => {
    const queryClient = new QueryClient();
    for (const name of ['Shell', 'Dashboard', 'Orders', 'Account']) queryClient.setQueryData([name], {});
    invalidateStale(queryClient, 'UpdatePaymentMethod');
    const invalid = (name: string) => queryClient.getQueryState([name])?.isInvalidated;
    expect([invalid('Shell'), invalid('Orders'), invalid('Dashboard'), invalid('Account')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
