import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import type { ShippingAddressInput } from './commerce.ts';
import { amount, id } from './legacy-values.ts';

/**
 * The v2 shop calls (under /lapi/v2): the customer's server-side cart and checkout. Every call that
 * changes the cart answers with the whole cart, as ecom/cart does.
 *
 * place-order's payment-style failures reject with a LapiFailure: 400 (the processor refused the card
 * details), 402 (declined: a Declined order and a billing flag are left on the account), 409 ('Your
 * cart is empty.', 'No payment method on file.') in `details.errorDescription`; 500 in
 * `details.errorCode` (e.g. 'processing_error').
 */

const frequency = z.enum(['ONE_TIME', 'MONTHLY', 'QUARTERLY']);

const cartItem = z.object({
  product_id: id,
  name: z.string(),
  price: amount,
  frequency,
  quantity: z.number().int(),
  img: z.string(),
  description: z.string(),
  dose: z.string(),
});

const cart = z.object({
  cart: z.object({
    products: z.object({ items: z.array(cartItem) }),
    subtotal: amount,
    discount: amount,
    total: amount,
    coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  }),
});
export type Cart = z.infer<typeof cart>;
export type CartItem = z.infer<typeof cartItem>;

export const cartContents = defineCall<Record<string, never>, Cart>({
  path: '/ecom/cart',
  api: 'v2',
  auth: 'customer',
  response: cart,
});

/** `quantity` only for products with quantity_supported; adding a product again adds up. */
export const addProduct = defineCall<{ product: { product_id: number; quantity?: number } }, Cart>({
  path: '/ecom/add-product',
  api: 'v2',
  auth: 'customer',
  response: cart,
});

export const removeProduct = defineCall<{ product_id: number }, Cart>({
  path: '/ecom/remove-product',
  api: 'v2',
  auth: 'customer',
  response: cart,
});

/** Quantity 0 removes a line; all or nothing. */
export const updateCart = defineCall<{ items: { product_id: number; quantity: number }[] }, Cart>({
  path: '/ecom/update-cart',
  api: 'v2',
  auth: 'customer',
  response: cart,
});

/** Unknown: 400; expired: 410 'This coupon has expired.'; already used: 409. */
export const applyCoupon = defineCall<{ code: string }, Cart>({
  path: '/ecom/apply-coupon',
  api: 'v2',
  auth: 'customer',
  response: cart,
});

/** New card details as the card form sends them; the number and CVV go only to the processor. */
export interface NewCardInput {
  ccnum: string;
  /** 'MM/YY'. */
  ccexp: string;
  cccvv: string;
  /** The customer ticked "charge my card" (required with card details). */
  consent: true;
}

/** Pays with new card details, or without them with the card on file. */
export type PlaceOrderInput = { shipping: ShippingAddressInput } & (NewCardInput | Record<never, never>);

const placedOrder = z.object({
  order_number: id,
  order_status: z.string(),
  subtotal: amount,
  discount: amount,
  total: amount,
  items: z.array(
    z.object({ product_id: id, name: z.string(), price: amount, quantity: z.number().int(), frequency }),
  ),
  subscription_ids: z.array(id),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

export const placeOrder = defineCall<PlaceOrderInput, PlacedOrder>({
  path: '/ecom/place-order',
  api: 'v2',
  auth: 'customer',
  response: placedOrder,
});
