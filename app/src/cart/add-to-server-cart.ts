import type { Product } from '@helmsman/domain';
import { queryClient } from '../data-provider.tsx';
import { useAddToCartMutation } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { cartChanged } from './server-cart.ts';
import type { AddToCartOutcome } from './use-add-to-cart.ts';

/**
 * A customer's 'Add to cart': the mutation answers the whole cart, which becomes the Cart query's data
 * and the badge's count at once. The quantity is sent only for a product that supports it.
 */
export async function addToServerCart(product: Product, quantity: number): Promise<AddToCartOutcome> {
  try {
    const { addToCart: result } = await useAddToCartMutation.fetcher({
      productId: String(product.product_id),
      ...(product.quantity_supported && { quantity }),
    })();
    if (!result.ok || !result.cart) {
      return { ok: false, message: result.error?.message ?? 'We could not add this to your cart.' };
    }
    cartChanged(queryClient, result.cart);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
