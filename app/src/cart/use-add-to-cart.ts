import { addToCart, findProduct, type Product, productLine } from '@helmsman/domain';
import { useCallback } from 'react';
import { trackEcommerce } from '../analytics/data-layer.ts';
import { loginStore } from '../state/login-store.ts';
import { addVisitorItem } from './visitor-cart.ts';

export interface AddToCartInput {
  productId: string;
  quantity: number;
}

export type AddToCartOutcome = { ok: true } | { ok: false; message: string };

/**
 * 'Add to cart' on the shop's pages. A visitor's line goes to the local cart; a customer's to the
 * server cart through the AddToCart mutation, whose module (and the GraphQL client) loads on the
 * first addition, never before a public page's first paint.
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<AddToCartOutcome> {
  return useCallback(async ({ productId, quantity }) => {
    const product = findProduct(Number(productId));
    if (!product) return { ok: false, message: 'This product is not sold in the shop.' };
    let outcome: AddToCartOutcome;
    if (loginStore.isLoggedIn) {
      const { addToServerCart } = await import('./add-to-server-cart.ts');
      outcome = await addToServerCart(product, quantity);
    } else {
      addVisitorItem(product, quantity);
      outcome = { ok: true };
    }
    if (outcome.ok) trackAddition(product, quantity);
    return outcome;
  }, []);
}

/** GA4 add_to_cart with what was added: one of a product sold one per order. */
function trackAddition(product: Product, quantity: number): void {
  trackEcommerce(addToCart([productLine(product, product.quantity_supported ? quantity : 1)]));
}
