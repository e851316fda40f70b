/**
 * GA4 ecommerce events for `window.dataLayer` (spec sections 3 and 4, issue 13 point 5). Pure payload
 * builders: the app pushes what they return and nothing else, so these tests are the whole contract.
 *
 * Each item is built field by field from a known source (a catalogue product or a cart line), never by
 * spreading what a caller hands in: no e-mail, no customer name and no health answer can reach the
 * dataLayer, whatever the caller's object also holds.
 */
import type { Product } from './catalogue.ts';
import { toCents } from './money.ts';
import { defaultSiteConfig } from './site-config.ts';

/** Spec section 3: 'Currency is USD'. */
export const ANALYTICS_CURRENCY = 'USD';
/** Spec section 3: every item's category is 'ECOM'. */
export const ANALYTICS_ITEM_CATEGORY = 'ECOM';
/**
 * Spec section 3: 'the brand label is fixed'. The default brand, not the deployment's SITE_BRAND:
 * reports stay comparable when a deployment renames the site.
 */
export const ANALYTICS_BRAND = defaultSiteConfig.brand;

/** Spec section 4: the checkout's analytics steps. */
export const CHECKOUT_STEPS = { 1: 'Shipping', 2: 'Upsell', 3: 'Payment' } as const;
export type CheckoutStep = keyof typeof CHECKOUT_STEPS;

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: typeof ANALYTICS_ITEM_CATEGORY;
  /** Unit price in dollars, as GA4 expects. */
  price: number;
  quantity: number;
  /** Position in a list, from 0: only in view_item_list. */
  index?: number;
}

/** A cart line as the gateway's CartItem carries it; a StoredCartItem goes through `storedCartLine`. */
export interface AnalyticsLine {
  productId: string;
  name: string;
  /** Unit price in cents. */
  priceCents: number;
  quantity: number;
}

export interface ItemList {
  item_list_id: string;
  item_list_name: string;
}

/** The catalogue page's list; the home page passes `HOME_ITEM_LIST`. */
export const SHOP_ITEM_LIST: ItemList = { item_list_id: 'shop', item_list_name: 'Shop' };
export const HOME_ITEM_LIST: ItemList = { item_list_id: 'home', item_list_name: 'Home' };

interface Priced {
  currency: typeof ANALYTICS_CURRENCY;
  /** The items' total in dollars. */
  value: number;
  items: AnalyticsItem[];
}

interface StepFields {
  checkout_step: CheckoutStep;
  checkout_step_label: (typeof CHECKOUT_STEPS)[CheckoutStep];
}

export type EcommerceEvent =
  | {
      event: 'view_item_list';
      ecommerce: ItemList & { currency: typeof ANALYTICS_CURRENCY; items: AnalyticsItem[] };
    }
  | { event: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout'; ecommerce: Priced }
  | {
      event: 'add_shipping_info' | 'checkout_progress' | 'add_payment_info';
      ecommerce: Priced & StepFields;
    }
  | {
      event: 'purchase';
      ecommerce: Priced & { transaction_id: string; coupon?: string };
    };

/** A catalogue product as one line of `quantity`, e.g. what 'Add to cart' just added. */
export function productLine(product: Product, quantity = 1): AnalyticsLine {
  return {
    productId: String(product.product_id),
    name: product.product_name,
    priceCents: toCents(product.price),
    quantity,
  };
}

/** A visitor's local cart line (price in dollars, spec section 3) as an analytics line. */
export function storedCartLine(item: {
  product_id: string;
  name: string;
  price: number;
  quantity: number;
}): AnalyticsLine {
  return {
    productId: item.product_id,
    name: item.name,
    priceCents: toCents(item.price),
    quantity: item.quantity,
  };
}

function analyticsItem(line: AnalyticsLine, index?: number): AnalyticsItem {
  return {
    item_id: line.productId,
    item_name: line.name,
    item_brand: ANALYTICS_BRAND,
    item_category: ANALYTICS_ITEM_CATEGORY,
    price: line.priceCents / 100,
    quantity: line.quantity,
    ...(index === undefined ? {} : { index }),
  };
}

function priced(lines: readonly AnalyticsLine[]): Priced {
  const cents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return {
    currency: ANALYTICS_CURRENCY,
    value: cents / 100,
    items: lines.map((line) => analyticsItem(line)),
  };
}

function step(number: CheckoutStep): StepFields {
  return { checkout_step: number, checkout_step_label: CHECKOUT_STEPS[number] };
}

/** /shop (or the home page's gummies, with `HOME_ITEM_LIST`) shows these products, in this order. */
export function viewItemList(products: readonly Product[], list: ItemList = SHOP_ITEM_LIST): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: list.item_list_id,
      item_list_name: list.item_list_name,
      currency: ANALYTICS_CURRENCY,
      items: products.map((product, index) => analyticsItem(productLine(product), index)),
    },
  };
}

/** A product page shows `product` (the option it opens on). */
export function viewItem(product: Product): EcommerceEvent {
  return { event: 'view_item', ecommerce: priced([productLine(product)]) };
}

/** Lines just added: the product and the quantity added, not the cart's new total. */
export function addToCart(items: readonly AnalyticsLine[]): EcommerceEvent {
  return { event: 'add_to_cart', ecommerce: priced(items) };
}

/** Lines just removed, with the quantity removed. */
export function removeFromCart(items: readonly AnalyticsLine[]): EcommerceEvent {
  return { event: 'remove_from_cart', ecommerce: priced(items) };
}

/** 'Checkout' pressed with the cart's lines. */
export function beginCheckout(items: readonly AnalyticsLine[]): EcommerceEvent {
  return { event: 'begin_checkout', ecommerce: priced(items) };
}

/** Checkout step 1, 'Shipping', done. */
export function addShippingInfo(items: readonly AnalyticsLine[]): EcommerceEvent {
  return { event: 'add_shipping_info', ecommerce: { ...priced(items), ...step(1) } };
}

/**
 * Checkout step 2, 'Upsell', done. GA4 has no recommended event between shipping and payment, so
 * this one keeps Universal Analytics' name for a checkout step.
 */
export function upsellStep(items: readonly AnalyticsLine[]): EcommerceEvent {
  return { event: 'checkout_progress', ecommerce: { ...priced(items), ...step(2) } };
}

/** Checkout step 3, 'Payment', done. */
export function addPaymentInfo(items: readonly AnalyticsLine[]): EcommerceEvent {
  return { event: 'add_payment_info', ecommerce: { ...priced(items), ...step(3) } };
}

export interface PurchaseTotals {
  /** What was charged, in cents, after any discount. */
  totalCents: number;
  coupon?: string | null;
}

/** The order placed: `value` is what was charged, the items what was ordered. */
export function purchase(
  transactionId: string,
  items: readonly AnalyticsLine[],
  totals: PurchaseTotals,
): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId,
      ...priced(items),
      value: totals.totalCents / 100,
      ...(totals.coupon ? { coupon: totals.coupon } : {}),
    },
  };
}
