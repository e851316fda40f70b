import type { AnalyticsLine, StoredCartItem } from '@helmsman/domain';
import { storedCartLine } from '@helmsman/domain';
import type { CartItemView, CheckoutAddressView, CheckoutSummaryView } from '@helmsman/ui';
import { visitorSubtotalCents } from '../cart/visitor-cart.ts';
import type { CartFieldsFragment, CheckoutAddressFieldsFragment } from '../gql/hooks.ts';

type CartLine = CartFieldsFragment['items'][number];

function toItemView(item: CartLine): CartItemView {
  return {
    productId: item.productId,
    name: item.name,
    image: item.image,
    frequency: item.frequency,
    price: item.priceCents / 100,
    quantity: item.quantity,
  };
}

/** The customer's server cart as checkout's order summary. */
export function serverCartSummary(cart: CartFieldsFragment): CheckoutSummaryView {
  return {
    items: cart.items.map(toItemView),
    subtotalCents: cart.subtotalCents,
    discountCents: cart.discountCents,
    totalCents: cart.totalCents,
    couponCode: cart.coupon?.code ?? null,
  };
}

/** A visitor's local cart as the summary: no discount until the coupon is applied after sign-up. */
export function visitorCartSummary(items: readonly StoredCartItem[]): CheckoutSummaryView {
  const subtotalCents = visitorSubtotalCents(items);
  return {
    items: items.map((item) => ({
      productId: item.product_id,
      name: item.name,
      image: item.img,
      frequency: item.frequency,
      price: item.price,
      quantity: item.quantity,
    })),
    subtotalCents,
    discountCents: 0,
    totalCents: subtotalCents,
  };
}

/** The server cart's lines as the analytics builders take them. */
export function serverCartLines(cart: { items: readonly AnalyticsLine[] }): AnalyticsLine[] {
  return cart.items.map(({ productId, name, priceCents, quantity }) => ({
    productId,
    name,
    priceCents,
    quantity,
  }));
}

/** The visitor's local lines as the analytics builders take them. */
export function visitorCartLines(items: readonly StoredCartItem[]): AnalyticsLine[] {
  return items.map(storedCartLine);
}

/** An address from the gateway as the form's (no __typename, a missing second line as null). */
export function toAddressView(
  address: CheckoutAddressFieldsFragment | null | undefined,
): CheckoutAddressView | null {
  if (!address) return null;
  const { address: street, address2, city, state, zip } = address;
  return { address: street, address2: address2 ?? null, city, state, zip };
}
