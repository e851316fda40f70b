import { toCents } from '@helmsman/domain';
import { commerce } from '@helmsman/lapi-client';
import { createGraphQLError } from 'graphql-yoga';
import { refusalOrThrow } from '../../../../errors/index.ts';
import type { QueryResolvers } from './../../../types.generated.js';
import { couponCode, couponRefusal } from '../../coupon-code.ts';
import { withCouponLimits } from '../../coupon-limits.ts';

/** A cart of the shop costs far less; more is no visitor's cart. */
const SUBTOTAL_MAX_CENTS = 100_000_00;

/**
 * Public: a visitor's drawer checks a code against the local subtotal (/coupon/code). The coupon is
 * applied for real once the visitor's cart is merged into a customer's.
 */
export const checkCoupon: NonNullable<QueryResolvers['checkCoupon']> = async (_parent, args, ctx) => {
  if (
    !Number.isInteger(args.subtotalCents) ||
    args.subtotalCents < 0 ||
    args.subtotalCents > SUBTOTAL_MAX_CENTS
  ) {
    throw createGraphQLError(
      `subtotalCents must be a whole number of cents from 0 to ${SUBTOTAL_MAX_CENTS}.`,
      {
        extensions: { code: 'BAD_USER_INPUT' },
      },
    );
  }
  const checked = couponCode(args.code);
  if ('refusal' in checked) return { ok: false, error: checked.refusal, coupon: null };
  try {
    const terms = await withCouponLimits(ctx, 'visitor', () =>
      ctx.lapi.call(commerce.checkCoupon, { code: checked.code, cart_total: args.subtotalCents / 100 }),
    );
    return {
      ok: true,
      error: null,
      coupon: {
        code: terms.code,
        description: terms.description,
        discountCents: terms.discount === null ? null : toCents(terms.discount),
        totalCents: terms.total === null ? null : toCents(terms.total),
      },
    };
  } catch (error) {
    return { ok: false, error: couponRefusal(refusalOrThrow(error)), coupon: null };
  }
};
