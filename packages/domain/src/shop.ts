/**
 * The shop's public pages (issue 13): a product family's URL, its purchase options in the order the
 * product page offers them, and what a subscription saves against buying bottles one at a time.
 */
import { catalogue, type Product, type ProductFamily } from './catalogue.ts';
import { FREQUENCIES, type Frequency } from './frequency.ts';

/** The families the catalogue page lists, in its order: the three gummies, then the bundle. */
export const SHOP_FAMILIES = [
  'sleep',
  'biotin',
  'immunity',
  'bundle',
] as const satisfies readonly ProductFamily[];

const slugs: Readonly<Record<ProductFamily, string>> = {
  sleep: 'sleep-gummies',
  biotin: 'biotin-gummies',
  immunity: 'immunity-gummies',
  bundle: 'holiday-bundle',
};

/** 'sleep' → 'sleep-gummies': the product page's segment under /shop. */
export function productSlug(family: ProductFamily): string {
  return slugs[family];
}

/** '/shop/sleep-gummies'. */
export function productPath(family: ProductFamily): string {
  return `/shop/${productSlug(family)}`;
}

const bySlug = new Map(SHOP_FAMILIES.map((family) => [slugs[family], family]));

/** 'sleep-gummies' → 'sleep'; null for anything else (the app shows its not-found page). */
export function familyFromSlug(slug: string): ProductFamily | null {
  return bySlug.get(slug) ?? null;
}

/**
 * The products a family's page offers: one-time, monthly and quarterly for a gummy, the bundle alone
 * (it is sold once only).
 */
export function purchaseOptions(family: ProductFamily): Product[] {
  const order = (frequency: Frequency) => FREQUENCIES.indexOf(frequency);
  return catalogue
    .filter((product) => product.family === family)
    .sort((a, b) => order(a.frequency) - order(b.frequency));
}

/** The lowest price a family sells at, in dollars: the catalogue card's 'From $17.50'. */
export function fromPrice(family: ProductFamily): number {
  return Math.min(...purchaseOptions(family).map((product) => product.price));
}

/**
 * Bottles in one shipment, as the derived texts say: 'One bottle', 'One bottle a month',
 * 'Three bottles every quarter'.
 */
export const BOTTLES_PER_SHIPMENT: Readonly<Record<Frequency, number>> = {
  ONE_TIME: 1,
  MONTHLY: 1,
  QUARTERLY: 3,
};

/**
 * What `option` saves per bottle against the same family's one-time price, in whole percent:
 * monthly $17.50 against $24.99 is 30 (29.97), quarterly $45.00 for three is 40 (39.98). Rounded to
 * the nearest percent, as shops print it; 0 for one-time, the bundle, or an option that is not cheaper.
 */
export function savingsPercent(option: Product): number {
  const oneTime = purchaseOptions(option.family).find((product) => product.frequency === 'ONE_TIME');
  if (!oneTime || option.frequency === 'ONE_TIME') return 0;
  // In cents per bottle times the bottles, so the ratio never meets a rounded dollar amount.
  const perBottle = Math.round(option.price * 100) / BOTTLES_PER_SHIPMENT[option.frequency];
  const saved = 1 - perBottle / Math.round(oneTime.price * 100);
  return saved > 0 ? Math.round(saved * 100) : 0;
}

/** The most any of the family's options saves: 'Subscribe and save up to 40%'; 0 for the bundle. */
export function bestSavingsPercent(family: ProductFamily): number {
  return Math.max(0, ...purchaseOptions(family).map(savingsPercent));
}

/** 'Save 30%', or null when the option saves nothing. */
export function savingsLabel(option: Product): string | null {
  const percent = savingsPercent(option);
  return percent > 0 ? `Save ${percent}%` : null;
}

/**
 * The most of one product a single 'Add to cart' puts in the cart. Ours: the spec sets no limit; ten
 * bottles is far beyond a household's use and keeps a slipped key from ordering a case.
 */
export const PRODUCT_QUANTITY_MAX = 10;

/** A quantity the stepper may show: a whole number from 1 to `PRODUCT_QUANTITY_MAX`. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(PRODUCT_QUANTITY_MAX, Math.max(1, Math.trunc(quantity)));
}
