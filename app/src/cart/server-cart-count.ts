import { queryClient } from '../data-provider.tsx';
import type { CartQuery, ShellQuery } from '../gql/hooks.ts';
import { useCartQuery, useShellQuery } from '../gql/hooks.ts';
import { watchQueryCache } from '../graphql/watch-query-cache.ts';
import { cartBadgeCount } from './cart-badge.ts';
import { serverCartCount } from './cart-count-store.ts';

function update(): void {
  const shell = queryClient.getQueryState<ShellQuery>(useShellQuery.getKey());
  const cart = queryClient.getQueryState<CartQuery>(useCartQuery.getKey());
  serverCartCount.count = cartBadgeCount(
    { count: shell?.data?.shell.cartCount, updatedAt: shell?.dataUpdatedAt ?? 0 },
    { count: cart?.data?.cart.itemCount, updatedAt: cart?.dataUpdatedAt ?? 0 },
  );
}

/**
 * Keeps the badge's count on the customer's cart while a public page shows it: the fresher of the
 * Shell and Cart answers (cart-badge.ts), the Cart query fetched when neither is known yet. Returns
 * the function that stops it.
 */
export function watchServerCartCount(): () => void {
  return watchQueryCache(update, {
    queryKey: useCartQuery.getKey(),
    queryFn: useCartQuery.fetcher(),
    staleTime: 30_000,
  });
}
