import { createHash } from 'node:crypto';
import { findProduct, PRODUCT_QUANTITY_MAX, type Product } from '@helmsman/domain';
import type { ecom } from '@helmsman/lapi-client';

/** A visitor's cart is a handful of lines; more is no visitor's doing. */
export const MERGE_LINES_MAX = 50;

/**
 * The Idempotency-Key of one line's add-product in a merge: a UUID-shaped SHA-256 of (merge key,
 * product id), so every tab merging the same local cart sends the same key for the same line, and the
 * legacy API adds it once.
 */
export function mergeLineKey(mergeKey: string, productId: number): string {
  const hex = createHash('sha256').update(`${mergeKey.toLowerCase()}:${productId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface MergeAdd {
  product: Product;
  /** Undefined for a product sold one per order: add-product then takes no quantity. */
  quantity: number | undefined;
}

/**
 * What to add for each local line, given the server cart: quantities add up, the line capped at the
 * maximum of one product; a product sold one per order only when the cart lacks it. A second tab
 * reads the cart before or after the first tab's add, and so computes the same add or none: with the
 * same key, the legacy API never adds it twice.
 */
export function mergeAdds(local: ReadonlyMap<number, number>, server: ecom.Cart): MergeAdd[] {
  const inCart = new Map(server.cart.products.items.map((item) => [item.product_id, item.quantity]));
  const adds: MergeAdd[] = [];
  for (const [productId, quantity] of local) {
    const product = findProduct(productId);
    if (!product) continue;
    const existing = inCart.get(productId) ?? 0;
    if (!product.quantity_supported) {
      if (existing === 0) adds.push({ product, quantity: undefined });
      continue;
    }
    const added = Math.min(PRODUCT_QUANTITY_MAX, existing + quantity) - existing;
    if (added > 0) adds.push({ product, quantity: added });
  }
  return adds;
}
