import {
  clampQuantity,
  isValidStoredCartItem,
  type Product,
  STORAGE_PREFIX,
  type StoredCartItem,
  UnknownFrequencyError,
} from '@helmsman/domain';
import { proxy, subscribe } from 'valtio';
import { reportError } from '../errors/report.ts';
import { onSessionEnd } from '../session/end-session.ts';

/**
 * A visitor's cart (spec sections 3-5): the stored cart items, in local storage under the product's
 * selected-product key, as an array (the spec's shape). Only catalogue fields, never health data.
 * The merge key and a coupon checked with /coupon/code sit beside it under keys of their own, so the
 * array stays what the spec says it is.
 */
export const VISITOR_CART_KEY = `${STORAGE_PREFIX}selected-product`;
const MERGE_KEY_KEY = `${VISITOR_CART_KEY}:merge-key`;
const COUPON_KEY = `${VISITOR_CART_KEY}:coupon`;

/** A coupon the visitor entered, checked against the local subtotal; applied for real after the merge. */
export interface VisitorCoupon {
  code: string;
  description: string;
  /**
   * What /coupon/code said comes off `checkedSubtotalCents`; null when the cart decides (a category
   * coupon). The drawer shows it only while the subtotal is still the one checked.
   */
  discountCents: number | null;
  checkedSubtotalCents: number;
}

export interface VisitorCartState {
  items: StoredCartItem[];
  /**
   * Names this cart's one merge into a customer's server cart (mergeVisitorCart): two tabs merging the
   * same cart at once send the same key, so the gateway adds its lines once.
   */
  mergeKey: string | null;
  coupon: VisitorCoupon | null;
}

/**
 * Spec section 5: invalid stored items are dropped; an unknown frequency is dropped too, and reported
 * (a data migration gone wrong, not a visitor's doing).
 */
export function parseStoredCart(raw: string | null): StoredCartItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((item): item is StoredCartItem => {
    try {
      return isValidStoredCartItem(item);
    } catch (error) {
      if (!(error instanceof UnknownFrequencyError)) throw error;
      reportError(error, { source: 'visitor-cart' });
      return false;
    }
  });
}

function parseCoupon(raw: string | null): VisitorCoupon | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (value && typeof value === 'object') {
      const { code, description, discountCents, checkedSubtotalCents } = value as Record<string, unknown>;
      if (
        typeof code === 'string' &&
        typeof description === 'string' &&
        (discountCents === null || typeof discountCents === 'number') &&
        typeof checkedSubtotalCents === 'number'
      ) {
        return { code, description, discountCents, checkedSubtotalCents };
      }
    }
  } catch {
    // A hand-edited coupon is simply forgotten: the visitor can enter it again.
  }
  return null;
}

const hasStorage = typeof localStorage !== 'undefined';

/** What local storage holds now; empty in the prerenderer, which renders a visitor's first view. */
function readStored(): VisitorCartState {
  if (!hasStorage) return { items: [], mergeKey: null, coupon: null };
  const items = parseStoredCart(localStorage.getItem(VISITOR_CART_KEY));
  return {
    items,
    mergeKey: items.length > 0 ? localStorage.getItem(MERGE_KEY_KEY) : null,
    coupon: items.length > 0 ? parseCoupon(localStorage.getItem(COUPON_KEY)) : null,
  };
}

export const visitorCart = proxy<VisitorCartState>(readStored());

function store(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
}

/** Writes the cart back: valid items only, so a dropped item is gone from storage too. */
function save(): void {
  const { items, mergeKey, coupon } = visitorCart;
  store(VISITOR_CART_KEY, items.length > 0 ? JSON.stringify(items) : null);
  store(MERGE_KEY_KEY, items.length > 0 ? mergeKey : null);
  store(COUPON_KEY, items.length > 0 && coupon ? JSON.stringify(coupon) : null);
}

if (hasStorage) {
  save();
  subscribe(visitorCart, save);
  // Another tab changed the cart (or logged out, which clears everything): follow it.
  addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(VISITOR_CART_KEY))
      Object.assign(visitorCart, readStored());
  });
  onSessionEnd(clearVisitorCart);
}

function toStoredItem(product: Product, quantity: number): StoredCartItem {
  return {
    name: product.product_name,
    product_id: String(product.product_id),
    price: product.price,
    frequency: product.frequency,
    description: product.description,
    dose: product.dose,
    quantity,
    img: product.img,
  };
}

/** A product sold one per order stays at one; the others add up, to `PRODUCT_QUANTITY_MAX` at most. */
function lineQuantity(product: Product, quantity: number): number {
  return product.quantity_supported ? clampQuantity(quantity) : 1;
}

/** 'Add to cart' for a visitor: adding a product again adds up its quantity. */
export function addVisitorItem(product: Product, quantity: number): void {
  const existing = visitorCart.items.find((item) => item.product_id === String(product.product_id));
  if (existing) existing.quantity = lineQuantity(product, existing.quantity + quantity);
  else visitorCart.items.push(toStoredItem(product, lineQuantity(product, quantity)));
  visitorCart.mergeKey ??= crypto.randomUUID();
}

/** The drawer's stepper: 0 removes the line. */
export function setVisitorQuantity(productId: string, quantity: number): void {
  if (quantity <= 0) {
    removeVisitorItem(productId);
    return;
  }
  const line = visitorCart.items.find((item) => item.product_id === productId);
  if (line) line.quantity = clampQuantity(quantity);
}

export function removeVisitorItem(productId: string): void {
  visitorCart.items = visitorCart.items.filter((item) => item.product_id !== productId);
  if (visitorCart.items.length === 0) Object.assign(visitorCart, { mergeKey: null, coupon: null });
}

export function setVisitorCoupon(coupon: VisitorCoupon | null): void {
  visitorCart.coupon = coupon;
}

/** After the merge into the customer's cart, and on logout. */
export function clearVisitorCart(): void {
  Object.assign(visitorCart, { items: [], mergeKey: null, coupon: null });
}

/** Bottles, not lines, as the customer's badge counts them. */
export function visitorCartCount(items: readonly StoredCartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The discount a checked coupon gives the cart as it is now: 0 once the subtotal changed since. */
export function visitorDiscountCents(coupon: VisitorCoupon | null, subtotalCents: number): number {
  if (!coupon || coupon.checkedSubtotalCents !== subtotalCents) return 0;
  return coupon.discountCents ?? 0;
}

/** The local subtotal in cents, for the drawer and /coupon/code. */
export function visitorSubtotalCents(items: readonly StoredCartItem[]): number {
  return items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
}
