import type { CouponOutcome } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CartFieldsFragment,
  useApplyCouponMutation,
  useRemoveFromCartMutation,
  useUpdateCartQuantityMutation,
} from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { trackQuantityChange, trackRemoval } from './cart-events.ts';
import { cartToaster } from './cart-toaster.ts';
import { cartChanged } from './server-cart.ts';

type Line = CartFieldsFragment['items'][number];

export interface ServerCartActions {
  remove: (productId: string) => Promise<void>;
  changeQuantity: (productId: string, quantity: number) => Promise<void>;
  applyCoupon: (code: string) => Promise<CouponOutcome>;
}

function failed(title: string, description: string): void {
  cartToaster().create({ title, description, type: 'error' });
}

/**
 * The customer's drawer actions. Each mutation answers the whole cart, which becomes the Cart query's
 * data and the badge's count at once (cartChanged): the drawer and the badge never disagree. A failed
 * remove or quantity change is a toast and the line stays as it was; a refused coupon shows on its field.
 */
export function useServerCartActions(items: readonly Line[]): ServerCartActions {
  const queryClient = useQueryClient();
  const written = ({ cart }: { cart?: CartFieldsFragment | null }) => {
    if (cart) cartChanged(queryClient, cart);
  };
  const removal = useRemoveFromCartMutation({
    onSuccess: ({ removeFromCart }) => written({ cart: removeFromCart }),
  });
  const update = useUpdateCartQuantityMutation({
    onSuccess: ({ updateCartQuantity }) => written(updateCartQuantity),
  });
  const coupon = useApplyCouponMutation({ onSuccess: ({ applyCoupon }) => written(applyCoupon) });
  const lineOf = (productId: string) => items.find((item) => item.productId === productId);

  return {
    async remove(productId) {
      const line = lineOf(productId);
      try {
        await removal.mutateAsync({ productId });
        if (line) trackRemoval(line, line.quantity);
      } catch (error) {
        failed("We couldn't remove the item", errorMessage(error));
      }
    },
    async changeQuantity(productId, quantity) {
      const line = lineOf(productId);
      try {
        const { updateCartQuantity: result } = await update.mutateAsync({ productId, quantity });
        if (!result.ok) failed("We couldn't change the quantity", result.error?.message ?? '');
        else if (line) trackQuantityChange(line, line.quantity, quantity);
      } catch (error) {
        failed("We couldn't change the quantity", errorMessage(error));
      }
    },
    async applyCoupon(code) {
      try {
        const { applyCoupon: result } = await coupon.mutateAsync({ code });
        return result.ok ? { ok: true } : { ok: false, message: result.error?.message ?? '' };
      } catch (error) {
        return { ok: false, message: errorMessage(error) };
      }
    },
  };
}
