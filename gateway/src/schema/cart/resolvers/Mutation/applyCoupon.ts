import { ecom } from '@helmsman/lapi-client';
import { refusalOrThrow } from '../../../../errors/index.ts';
import type { MutationResolvers } from './../../../types.generated.js';
import { couponCode, couponRefusal } from '../../coupon-code.ts';
import { withCouponLimits } from '../../coupon-limits.ts';
import { toCart } from '../../to-cart.ts';

/** The legacy API's refusal (unknown, expired, already used, the cart does not qualify) on the field. */
export const applyCoupon: NonNullable<MutationResolvers['applyCoupon']> = async (_parent, args, ctx) => {
  const lapi = ctx.customerLapi();
  const checked = couponCode(args.code);
  if ('refusal' in checked) return { ok: false, error: checked.refusal, cart: null };
  try {
    const cart = await withCouponLimits(ctx, 'customer', () =>
      lapi.call(ecom.applyCoupon, { code: checked.code }),
    );
    return { ok: true, error: null, cart: toCart(cart) };
  } catch (error) {
    return { ok: false, error: couponRefusal(refusalOrThrow(error)), cart: null };
  }
};
