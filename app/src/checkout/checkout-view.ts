import type { AnalyticsLine, StoredCartItem } from '@helmsman/domain';
import { storedCartLine } from '@helmsman/domain';
import type { CheckoutAddressView, CheckoutSummaryView } from '@helmsman/ui';
import { serverItemView, visitorItemView } from '../cart/cart-item-view.ts';
import { visitorSubtotalCents } from '../cart/visitor-cart.ts';
import type { CartFieldsFragment, CheckoutAddressFieldsFragment } from '../gql/hooks.ts';

/** The customer's server cart as checkout's order summary. */
export function serverCartSummary(cart: CartFieldsFragment): CheckoutSummaryView {
  return {
    items: cart.items.map(serverItemView),
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
    items: items.map(visitorItemView),
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
