import type { CouponOutcome } from '@helmsman/ui';
import { useCheckCouponQuery } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { setVisitorCoupon } from './visitor-cart.ts';

/**
 * A visitor's coupon: checked against the local subtotal (/coupon/code, public), kept with the local
 * cart, and applied for real once the cart is merged into a customer's (merge-visitor-cart.ts). A module
 * of its own: the GraphQL client loads when a visitor first applies a code.
 */
export async function checkVisitorCoupon(code: string, subtotalCents: number): Promise<CouponOutcome> {
  try {
    const { checkCoupon: result } = await useCheckCouponQuery.fetcher({ code, subtotalCents })();
    if (!result.ok || !result.coupon) return { ok: false, message: result.error?.message ?? '' };
    const { coupon } = result;
    setVisitorCoupon({
      code: coupon.code,
      description: coupon.description,
      discountCents: coupon.discountCents ?? null,
      checkedSubtotalCents: subtotalCents,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
