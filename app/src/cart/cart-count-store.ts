import { proxy } from 'valtio';

/**
 * The customer's cart count for the site header's badge, kept by server-cart-count.ts from the Shell
 * and Cart queries. A store of its own so the header reads it without loading the GraphQL client.
 */
export const serverCartCount = proxy({ count: 0 });
