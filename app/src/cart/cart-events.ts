import { type AnalyticsLine, addToCart, removeFromCart } from '@helmsman/domain';
import { trackEcommerce } from '../analytics/data-layer.ts';

/** A line of the cart as analytics needs it, whatever the line's quantity. */
export type PricedLine = Omit<AnalyticsLine, 'quantity'>;

/** GA4: 'Remove' is remove_from_cart with the line's whole quantity. */
export function trackRemoval(line: PricedLine, quantity: number): void {
  trackEcommerce(removeFromCart([{ ...line, quantity }]));
}

/** GA4: a stepper's change is add_to_cart or remove_from_cart of the difference. */
export function trackQuantityChange(line: PricedLine, from: number, to: number): void {
  if (to > from) trackEcommerce(addToCart([{ ...line, quantity: to - from }]));
  else if (to < from) trackEcommerce(removeFromCart([{ ...line, quantity: from - to }]));
}
