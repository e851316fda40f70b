import type { QueryClient } from '@tanstack/react-query';
import {
  type CartFieldsFragment,
  type CartQuery,
  type ShellQuery,
  useCartQuery,
  useShellQuery,
} from '../gql/hooks.ts';

/**
 * A cart mutation's answer is the whole cart: it becomes the Cart query's data and the shell's badge
 * count at once, so the drawer and every badge agree without a refetch.
 */
export function cartChanged(queryClient: QueryClient, cart: CartFieldsFragment): void {
  queryClient.setQueryData<CartQuery>(useCartQuery.getKey(), { cart });
  queryClient.setQueryData<ShellQuery>(useShellQuery.getKey(), (old) =>
    old ? { shell: { ...old.shell, cartCount: cart.itemCount } } : old,
  );
}
