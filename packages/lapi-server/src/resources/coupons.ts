import { formatUsd, normaliseCategory, toCents } from '@helmsman/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { couponRedemptions, coupons } from '../db/schema/index.ts';
import { failure, type Reply, success } from '../http/envelope.ts';
import { defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';
import { todayOf } from './checkout.ts';

/**
 * Coupons: the rules (shared with the v2 cart, which applies them) and /coupon/code, which checks a code
 * before checkout. A coupon gives a percentage or a fixed amount off, may need a minimum subtotal, may
 * be limited to one product category, expires after its last valid day, and may be usable only so often
 * per customer.
 */

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are case-insensitive: stored upper-case (a check constraint), compared upper-case. */
export const couponCodeInput = z.string().trim().min(1).max(40).toUpperCase();

export interface CouponProblem {
  readonly httpStatus: 400 | 409 | 410;
  /** A stable code for clients, and a sentence to show the customer. */
  readonly code: string;
  readonly message: string;
}

const problems = {
  unknown: { httpStatus: 400, code: 'unknown_coupon', message: 'This coupon code is not valid.' },
  expired: { httpStatus: 410, code: 'expired_coupon', message: 'This coupon has expired.' },
  alreadyUsed: { httpStatus: 409, code: 'coupon_used', message: 'You have already used this coupon.' },
} as const satisfies Record<string, CouponProblem>;

export const unknownCoupon = (): CouponProblem => problems.unknown;

export async function findCoupon(db: Db, code: string): Promise<CouponRow | null> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return coupon ?? null;
}

/** A coupon is valid through its `expires_on` day. */
export function isExpired(coupon: CouponRow, today: string): boolean {
  return coupon.expiresOn !== null && coupon.expiresOn < today;
}

/** What a discount is computed on: each line's category and amount. */
export interface DiscountableLine {
  readonly category: string;
  readonly amountCents: number;
}

export type CouponEvaluation =
  | { readonly ok: true; readonly discountCents: number }
  | { readonly ok: false; readonly problem: CouponProblem };

/**
 * Whether the coupon applies to these lines today and how much it takes off. Percentages round to the
 * nearest cent; neither kind ever takes off more than the lines it applies to.
 */
export function evaluateCoupon(
  coupon: CouponRow,
  lines: readonly DiscountableLine[],
  today: string,
): CouponEvaluation {
  if (isExpired(coupon, today)) return { ok: false, problem: problems.expired };
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (subtotal < coupon.minSubtotalCents) return { ok: false, problem: minimumProblem(coupon) };
  const eligible =
    coupon.category === null
      ? subtotal
      : lines
          .filter((line) => normaliseCategory(line.category) === normaliseCategory(coupon.category ?? ''))
          .reduce((sum, line) => sum + line.amountCents, 0);
  if (eligible === 0 && coupon.category !== null) return { ok: false, problem: categoryProblem(coupon) };
  return { ok: true, discountCents: discountOn(coupon, eligible) };
}

function discountOn(coupon: CouponRow, eligibleCents: number): number {
  if (coupon.percentOff !== null) return Math.round((eligibleCents * coupon.percentOff) / 100);
  return Math.min(coupon.amountOffCents ?? 0, eligibleCents);
}

function minimumProblem(coupon: CouponRow): CouponProblem {
  return {
    httpStatus: 400,
    code: 'minimum_not_met',
    message: `This coupon needs an order total of at least ${formatUsd(coupon.minSubtotalCents)}.`,
  };
}

function categoryProblem(coupon: CouponRow): CouponProblem {
  return {
    httpStatus: 400,
    code: 'no_eligible_products',
    message: `This coupon applies only to ${coupon.category} products.`,
  };
}

/** Null when the lead may still use the coupon. */
export async function usageProblem(db: Db, coupon: CouponRow, leadId: number): Promise<CouponProblem | null> {
  if (coupon.maxUsesPerLead === null) return null;
  const used = await db.$count(
    couponRedemptions,
    and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.leadId, leadId)),
  );
  return used >= coupon.maxUsesPerLead ? problems.alreadyUsed : null;
}

export function couponFailure(problem: CouponProblem): Reply {
  return failure(problem.httpStatus, problem.message, { code: problem.code });
}

/** How a coupon is shown: its terms, money as legacy strings. */
export function couponView(coupon: CouponRow) {
  return {
    code: coupon.code,
    description: coupon.description,
    percent_off: coupon.percentOff,
    amount_off: coupon.amountOffCents === null ? null : legacyAmount(coupon.amountOffCents),
    minimum_total: coupon.minSubtotalCents > 0 ? legacyAmount(coupon.minSubtotalCents) : null,
    category: coupon.category,
    expires_on: coupon.expiresOn,
  };
}

/** A money amount as legacy clients send it: 24.99 or "24.99". */
const AMOUNT = 'must be an amount such as 24.99';
const moneyInput = z.union(
  [
    z.number(AMOUNT).nonnegative(AMOUNT).max(1_000_000, AMOUNT),
    z
      .string()
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, AMOUNT),
  ],
  AMOUNT,
);

const couponCheck = defineRoute({
  path: '/lapi/coupon/code',
  kind: 'legacy',
  // Public: a code's terms are no secret, and the online visit's checkout checks codes before the
  // visitor has an account. Per-customer limits are enforced when the cart applies the coupon.
  auth: 'public',
  audit: 'none',
  summary:
    "Checks a coupon code: its terms, and with cart_total the discount and new total (a category coupon's discount needs the cart).",
  input: z.object({ code: couponCodeInput, cart_total: moneyInput.optional() }),
  async handler({ code, cart_total }, { db, clock }) {
    const coupon = await findCoupon(db, code);
    if (!coupon) return couponFailure(problems.unknown);
    const today = todayOf(clock);
    if (isExpired(coupon, today)) return couponFailure(problems.expired);

    let discount: string | null = null;
    let total: string | null = null;
    if (cart_total !== undefined) {
      const totalCents = toCents(cart_total);
      if (totalCents < coupon.minSubtotalCents) return couponFailure(minimumProblem(coupon));
      // A category coupon discounts only that category's lines, which a bare total does not tell.
      if (coupon.category === null) {
        const discountCents = discountOn(coupon, totalCents);
        discount = legacyAmount(discountCents);
        total = legacyAmount(totalCents - discountCents);
      }
    }
    return success({ ...couponView(coupon), discount, total }, 'This coupon is valid.');
  },
});

export const couponRoutes = [couponCheck];
