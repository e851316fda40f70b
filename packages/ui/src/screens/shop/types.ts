import type { Frequency, ProductFamily } from '@helmsman/domain';
import type { OrderActionResult } from '../orders/types.ts';

/** What 'Add to cart' asks the app to put in the cart: one product id (its frequency) and how many. */
export interface AddToCartRequest {
  productId: number;
  quantity: number;
}

/** How adding went: done, or what to tell the customer under the button (as an order action's result). */
export type AddToCartResult = OrderActionResult;

/**
 * Puts the chosen product in the cart (the visitor's or the customer's): the button is busy until the
 * promise settles, then says it is in the cart or why not. A rejected promise counts as a failure.
 */
export type OnAddToCart = (request: AddToCartRequest) => Promise<AddToCartResult>;

export interface ProductScreenProps {
  /** The gummy line (sold once, monthly or quarterly) or the bundle. */
  family: ProductFamily;
  /** The purchase option chosen when the page opens; one-time by default. */
  initialFrequency?: Frequency;
  onAddToCart: OnAddToCart;
  /** With it, 'Added to cart' offers 'View cart', which opens the cart drawer. */
  onOpenCart?: () => void;
}

export interface ShopScreenProps {
  /** Where a product card leads; domain `productPath` by default. */
  productHref?: (family: ProductFamily) => string;
}
