import { findProduct, frequencyText, priceLabel, toCents } from '@helmsman/domain';
import type { ecom } from '@helmsman/lapi-client';
import type { Cart, CartItem } from '../types.generated.ts';

export function toCartItem(item: ecom.CartItem): CartItem {
  return {
    productId: String(item.product_id),
    name: item.name,
    image: item.img === '' ? null : item.img,
    priceCents: toCents(item.price),
    frequency: item.frequency,
    frequencyText: frequencyText(item.frequency),
    priceLabel: priceLabel(item.price, item.frequency),
    dose: item.dose,
    description: item.description,
    quantity: item.quantity,
    // The catalogue says it (spec section 3); the cart answer of a legacy API need not.
    quantitySupported: findProduct(item.product_id)?.quantity_supported ?? true,
  };
}

/** Bottles, not lines: the badge and the drawer's "3 items" count the same thing. */
export function cartItemCount(cart: ecom.Cart): number {
  return cart.cart.products.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function toCart(cart: ecom.Cart): Cart {
  return {
    items: cart.cart.products.items.map(toCartItem),
    itemCount: cartItemCount(cart),
    subtotalCents: toCents(cart.cart.subtotal),
    discountCents: toCents(cart.cart.discount),
    totalCents: toCents(cart.cart.total),
    coupon: cart.cart.coupon
      ? { code: cart.cart.coupon.code, description: cart.cart.coupon.description }
      : null,
  };
}
