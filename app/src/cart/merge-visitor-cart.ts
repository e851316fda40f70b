import { queryClient } from '../data-provider.tsx';
import { reportError } from '../errors/report.ts';
import { useApplyCouponMutation, useMergeVisitorCartMutation } from '../gql/hooks.ts';
import { cartChanged } from './server-cart.ts';
import { clearVisitorCart, visitorCart } from './visitor-cart.ts';

/**
 * After any login or sign-up: the visitor's local cart joins the customer's server cart (the gateway
 * adds each line once per merge key, so two tabs merging at once add it once), the coupon the visitor
 * checked is applied for real, and the local cart is cleared. A failure keeps the local cart for the
 * next login and is reported; the login itself stands.
 */
export async function mergeVisitorCart(): Promise<void> {
  const { items, mergeKey, coupon } = visitorCart;
  if (items.length === 0 || mergeKey === null) return;
  try {
    const { mergeVisitorCart: merged } = await useMergeVisitorCartMutation.fetcher({
      items: items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
      mergeKey,
    })();
    if (merged.cart) cartChanged(queryClient, merged.cart);
    if (coupon) {
      const { applyCoupon: applied } = await useApplyCouponMutation.fetcher({ code: coupon.code })();
      // A coupon the customer's cart refuses (already used) is simply not applied: the drawer shows none.
      if (applied.cart) cartChanged(queryClient, applied.cart);
    }
    clearVisitorCart();
  } catch (error) {
    reportError(error, { source: 'merge-visitor-cart' });
  }
}
