import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { amount, id } from './legacy-values.ts';

/**
 * Commerce calls of the legacy API (v1): ordering a treatment after an online visit, checking a coupon,
 * changing a subscription, and the products to offer. The v2 cart and checkout are in ./ecom.ts.
 *
 * Payment-style failures (spec section 8) reject with a LapiFailure whose `details.errorDescription`
 * (400, 402, 403, 409) or `details.errorCode` (500) says what went wrong, e.g. 402 'Your card was
 * declined.' or 409 'No payment method on file.'.
 */

const frequency = z.enum(['ONE_TIME', 'MONTHLY', 'QUARTERLY']);

/** Where an order ships: a U.S. address (state as its two-letter code, a 5-digit ZIP). */
export interface ShippingAddressInput {
  address: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

const createdOrder = z.object({
  order_number: id,
  order_status: z.string(),
  order_total: amount,
  subscription_id: id.nullable(),
});
export type CreatedOrder = z.infer<typeof createdOrder>;

/**
 * Orders a prescribed treatment after an online visit, charged to the card on file (shipped to the
 * address on file unless `shipping` is given). A declined card answers 402 and leaves a Declined order
 * with a billing flag on the account.
 */
export const createOrder = defineCall<
  { product_id: number; quantity?: number; shipping?: ShippingAddressInput },
  CreatedOrder
>({
  path: '/order/create/',
  auth: 'customer',
  response: createdOrder,
});

const retriedPayment = z.object({
  order_number: id,
  order_status: z.string(),
  order_total: amount,
  card_brand: z.string(),
  card_last4: z.string(),
});
export type RetriedPayment = z.infer<typeof retriedPayment>;

/**
 * Extension of lapi-server: charges a Declined order again to the card on file, once that card changed
 * after the decline (the order history's `can_retry_payment`). Paid, the order is 'Processing' and its
 * billing flag is gone. 402: declined again; 409 `card_not_updated` or `order_not_declined`; 404: not
 * the customer's order, or a legacy API without the call.
 */
export const retryPayment = defineCall<{ orders_id: number }, RetriedPayment>({
  path: '/order/retry-payment/',
  auth: 'customer',
  response: retriedPayment,
});

const couponTerms = z.object({
  code: z.string(),
  description: z.string(),
  /** With a cart total: what comes off and what remains (null for category coupons: the cart decides). */
  discount: amount.nullable(),
  total: amount.nullable(),
});
export type CouponTerms = z.infer<typeof couponTerms>;

/** Checks a coupon code (public). Unknown: 400; expired: 410 'This coupon has expired.'. */
export const checkCoupon = defineCall<{ code: string; cart_total?: number }, CouponTerms>({
  path: '/coupon/code',
  auth: 'public',
  response: couponTerms,
});

/** Mirrors CANCEL_REASONS of @helmsman/domain (which has the labels the cancel form shows). */
export type CancelReason =
  | 'too_expensive'
  | 'not_effective'
  | 'side_effects'
  | 'too_much_product'
  | 'switching_product'
  | 'no_longer_needed'
  | 'other';

export type SubscriptionUpdateInput = { subscription_id: number } & (
  | { action: 'skip' | 'ship_now' | 'resume' | 'reactivate' }
  /** Without `frequency`, MONTHLY and QUARTERLY swap. */
  | { action: 'change_frequency'; frequency?: 'MONTHLY' | 'QUARTERLY' }
  /** `resume_date` 'YYYY-MM-DD': shipments resume by themselves that day. */
  | { action: 'pause'; resume_date?: string }
  /** `note` is required with the reason 'other'. */
  | { action: 'cancel'; reason: CancelReason; note?: string }
);

export const subscription = z.object({
  id,
  product_id: id,
  product_name: z.string(),
  category: z.string(),
  frequency,
  status: z.string(),
  next_ship_date: z.string().nullable(),
  price: amount,
  paused_until: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

/**
 * Changes one of the customer's subscriptions; answers it as it now is. Every failure carries the
 * message 'Failed to update subscription.' (ship_now's payment failures also an error description).
 */
export const updateSubscription = defineCall<SubscriptionUpdateInput, Subscription>({
  path: '/subscription/update/',
  auth: 'customer',
  response: subscription,
});

const offer = z.object({
  product_id: id,
  product_name: z.string(),
  price: amount,
  frequency,
  img: z.string(),
  description: z.string(),
  dose: z.string(),
});
export type Offer = z.infer<typeof offer>;

/** Shop products to offer the customer: what they do not subscribe to yet, and the Holiday Bundle. */
export const upsells = defineCall<Record<string, never>, Offer[]>({
  path: '/leads/upsells',
  auth: 'customer',
  response: z.array(offer),
});
