import { customerAreaToaster } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRemoveFromCartMutation } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { cartChanged } from './server-cart.ts';

/**
 * 'Remove' in the cart drawer. The mutation answers the whole cart, which becomes the Cart query's
 * data and the shell's badge count at once: the drawer and the badge never disagree, and no refetch
 * is needed. A failure is a toast; the line stays.
 */
export function useRemoveFromCart(): (productId: string) => Promise<void> {
  const queryClient = useQueryClient();
  const mutation = useRemoveFromCartMutation({
    onSuccess: ({ removeFromCart: cart }) => cartChanged(queryClient, cart),
  });
  return async (productId) => {
    try {
      await mutation.mutateAsync({ productId });
    } catch (error) {
      customerAreaToaster.create({
        title: "We couldn't remove the item",
        description: errorMessage(error),
        type: 'error',
      });
    }
  };
}
