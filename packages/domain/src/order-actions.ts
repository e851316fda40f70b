import { catalogue, type Product } from './catalogue.ts';
import { VISIT_CATEGORIES, type VisitCategory } from './online-visit.ts';
import { normaliseCategory } from './product-category.ts';

/**
 * What the orders page can do besides showing orders (spec section 2): finish a pending order (resume
 * its online visit) and buy a past order again. The rules are shared by the gateway, which checks the
 * arguments, and the app.
 */

const visitCategoryByName = new Map<string, VisitCategory>(
  VISIT_CATEGORIES.map((category) => [normaliseCategory(category), category]),
);

/**
 * The visit category a pending order's category names, as the legacy API spells it ('ED' → 'ed',
 * 'sky glp' → 'SKY GLP'); null when no online visit exists for it.
 */
export function visitCategoryOf(category: string): VisitCategory | null {
  return visitCategoryByName.get(normaliseCategory(category)) ?? null;
}

export const orderActionMessages = {
  unknownCategory: 'This order cannot be finished online.',
  invalidOrderNumber: 'This is not an order number.',
} as const;

/** Order numbers are the legacy API's integer ids; /orders#<number> and Buy again carry them. */
export const ORDER_NUMBER_PATTERN = /^\d{1,12}$/;

const oneTimeByName = new Map<string, Product>(
  catalogue
    .filter((product) => product.frequency === 'ONE_TIME')
    .map((product) => [normaliseName(product.product_name), product]),
);

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The one-time product of the catalogue an order line names. The legacy order history gives a line's
 * name, image and category only (no product id, no frequency), and every frequency of a product line
 * shares its name: buying again therefore buys the one-time product. Undefined for what the catalogue
 * does not sell (prescribed treatments, retired products).
 */
export function oneTimeProductNamed(name: string): Product | undefined {
  return oneTimeByName.get(normaliseName(name));
}

/**
 * The products 'Buy again' puts in the cart, one per order line, or null when any line cannot be
 * bought from the shop (then the order cannot be bought again as a whole).
 */
export function buyAgainProducts(itemNames: readonly string[]): Product[] | null {
  if (itemNames.length === 0) return null;
  const products: Product[] = [];
  for (const name of itemNames) {
    const product = oneTimeProductNamed(name);
    if (!product) return null;
    products.push(product);
  }
  return products;
}
