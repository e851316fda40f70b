import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { cartItems, carts, couponRedemptions, coupons, products } from '../db/schema/index.ts';
import { succeeded } from '../http/audit.ts';
import { failure, paymentFailure, type Reply, success } from '../http/envelope.ts';
import { leadsId } from '../http/input.ts';
import { type CustomerContext, defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';
import { PaymentError, type StoredCard } from '../payments/test-processor.ts';
import { withoutCardSecrets } from './cards.ts';
import {
  type ChargeableCard,
  cardOnFile,
  chargeOrder,
  idInput,
  noCardOnFile,
  ORDER_STATUS_PAID,
  type OrderLine,
  type ProductRow,
  paymentErrorReply,
  saveCardOnFile,
  shippingAddressInput,
  startSubscriptions,
  subtotalOf,
  todayOf,
} from './checkout.ts';
import {
  type CouponRow,
  couponCodeInput,
  couponFailure,
  couponView,
  evaluateCoupon,
  findCoupon,
  unknownCoupon,
  usageProblem,
} from './coupons.ts';

/**
 * The v2 shop calls: a server-side cart per lead (lines, quantities, one coupon) and checkout. Every
 * call that changes the cart answers with the whole cart, as ecom/cart does, so the drawer and the badge
 * refresh from one answer. Only shop products go in the cart; prescribed treatments are ordered with
 * /order/create/ after an online visit.
 */

/** Bottles of one product per order: more than a household needs, fewer than a reseller wants. */
export const MAX_LINE_QUANTITY = 10;

type CartLine = OrderLine;

interface LoadedCart {
  readonly lines: readonly CartLine[];
  readonly coupon: CouponRow | null;
}

/**
 * The cart in one statement: its row (the coupon) with its lines, a row per line (one row with no line
 * for an empty cart, none for a lead who never had a cart: lines reference the cart row). Prepared: the
 * Shell reads it on every page for the badge (two queries before; see docs/decisions.md).
 */
const cartQuery = preparedPerDatabase('cart_with_lines', (db) =>
  db
    .select({ coupon: coupons, product: products, quantity: cartItems.quantity })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .leftJoin(cartItems, eq(cartItems.leadId, carts.leadId))
    .leftJoin(products, eq(products.productId, cartItems.productId))
    .where(eq(carts.leadId, sql.placeholder('leadId')))
    .orderBy(asc(cartItems.id)),
);

async function loadCart(db: Db, leadId: number): Promise<LoadedCart> {
  const rows = await cartQuery(db).execute({ leadId });
  const lines: CartLine[] = [];
  for (const { product, quantity } of rows) {
    if (product && quantity !== null) lines.push({ product, quantity, unitPriceCents: product.priceCents });
  }
  return { lines, coupon: rows[0]?.coupon ?? null };
}

function discountableLines(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    category: line.product.category,
    amountCents: line.unitPriceCents * line.quantity,
  }));
}

/** The cart as ecom/cart answers it (spec section 3: `cart.products.items`, each with product_id). */
function cartView({ lines, coupon }: LoadedCart, today: string) {
  const subtotal = subtotalOf(lines);
  const evaluation = coupon ? evaluateCoupon(coupon, discountableLines(lines), today) : null;
  const discount = evaluation?.ok ? evaluation.discountCents : 0;
  return {
    cart: {
      products: {
        items: lines.map(({ product, quantity }) => ({
          product_id: product.productId,
          name: product.productName,
          price: legacyAmount(product.priceCents),
          frequency: product.frequency,
          quantity,
          quantity_supported: product.quantitySupported,
          category: product.category,
          img: product.img,
          description: product.description,
          dose: product.dose,
          line_total: legacyAmount(product.priceCents * quantity),
        })),
      },
      item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: legacyAmount(subtotal),
      discount: legacyAmount(discount),
      total: legacyAmount(subtotal - discount),
      // A coupon stays on the cart when the cart stops qualifying (e.g. below a minimum); it then takes
      // nothing off and `message` says why, until the cart qualifies again.
      coupon: coupon
        ? {
            code: coupon.code,
            description: coupon.description,
            applies: evaluation?.ok ?? false,
            message: evaluation && !evaluation.ok ? evaluation.problem.message : null,
          }
        : null,
    },
  };
}

async function answerCart(db: Db, leadId: number, clock: Clock, message = ''): Promise<Reply> {
  return success(cartView(await loadCart(db, leadId), todayOf(clock)), message);
}

/**
 * Creates the lead's cart row if needed and locks it until the transaction ends: every change to one
 * lead's cart, and checkout, runs one at a time, so concurrent requests cannot lose or double an update.
 */
async function lockCart(tx: Db, leadId: number, now: Date): Promise<void> {
  await tx
    .insert(carts)
    .values({ leadId, updatedAt: now })
    .onConflictDoUpdate({ target: carts.leadId, set: { updatedAt: now } });
}

async function shopProduct(db: Db, productId: number): Promise<ProductRow | null> {
  const [product] = await db.select().from(products).where(eq(products.productId, productId)).limit(1);
  return product?.kind === 'shop' ? product : null;
}

const notAShopProduct = (field: string) =>
  failure(400, `Invalid request: ${field} is not a product of the shop`);

const notInCart = (productId: number) => failure(404, `Product ${productId} is not in your cart.`);

const quantityNotSupported = (field: string, product: ProductRow) =>
  failure(400, `Invalid request: ${field} cannot be chosen for ${product.productName} (one per order)`);

const tooMany = (field: string) =>
  failure(400, `Invalid request: ${field} would exceed ${MAX_LINE_QUANTITY} of one product in the cart`);

const ecomInput = z.object({ leads_id: leadsId.optional() });
const quantityInput = z.int().min(1).max(MAX_LINE_QUANTITY);

const cartRead = defineRoute({
  path: '/lapi/v2/ecom/cart',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: "The lead's cart: products.items, subtotal, discount, total and the applied coupon.",
  input: ecomInput,
  async handler(_input, { db, leadId, clock }) {
    return answerCart(db, leadId, clock);
  },
});

const addProduct = defineRoute({
  path: '/lapi/v2/ecom/add-product',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: 'Adds a shop product (quantity only where the product supports it); adding it again adds up.',
  input: ecomInput.extend({
    product: z.object({ product_id: idInput, quantity: quantityInput.optional() }),
  }),
  // Adding up is not repeatable: a retried add (or the gateway's merge of a visitor's cart from two
  // tabs, which derives one key per line) must add once.
  idempotent: true,
  async handler({ product: wanted }, { db, leadId, clock }) {
    const product = await shopProduct(db, wanted.product_id);
    if (!product) return notAShopProduct('product.product_id');
    if (!product.quantitySupported && (wanted.quantity ?? 1) !== 1) {
      return quantityNotSupported('product.quantity', product);
    }
    const added = wanted.quantity ?? 1;
    const refused = await db.transaction(async (tx) => {
      await lockCart(tx, leadId, clock.now());
      const [existing] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.leadId, leadId), eq(cartItems.productId, product.productId)));
      if (!existing) {
        await tx.insert(cartItems).values({ leadId, productId: product.productId, quantity: added });
        return null;
      }
      // A product sold one per order stays at one: adding it again changes nothing.
      if (!product.quantitySupported) return null;
      const quantity = existing.quantity + added;
      if (quantity > MAX_LINE_QUANTITY) return tooMany('product.quantity');
      await tx
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.leadId, leadId), eq(cartItems.productId, product.productId)));
      return null;
    });
    return refused ?? answerCart(db, leadId, clock, 'Product added to your cart.');
  },
});

const removeProduct = defineRoute({
  path: '/lapi/v2/ecom/remove-product',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: 'Removes a product from the cart, whatever its quantity.',
  input: ecomInput.extend({ product_id: idInput }),
  async handler({ product_id }, { db, leadId, clock }) {
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.leadId, leadId), eq(cartItems.productId, product_id)))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) return notInCart(product_id);
    return answerCart(db, leadId, clock, 'Product removed from your cart.');
  },
});

const updateCart = defineRoute({
  path: '/lapi/v2/ecom/update-cart',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: 'Sets the quantities of products in the cart (0 removes one); all or nothing.',
  // Setting is repeatable, but a retry arriving after a later change would undo that change.
  idempotent: true,
  input: ecomInput.extend({
    items: z
      .array(z.object({ product_id: idInput, quantity: z.int().min(0).max(MAX_LINE_QUANTITY) }))
      .min(1)
      .max(50)
      .superRefine((items, context) => {
        const seen = new Set<number>();
        items.forEach((item, index) => {
          if (seen.has(item.product_id)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'product_id'],
              message: 'must not repeat a product listed before',
            });
          }
          seen.add(item.product_id);
        });
      }),
  }),
  async handler({ items }, { db, leadId, clock }) {
    const refused = await db.transaction(async (tx) => {
      await lockCart(tx, leadId, clock.now());
      const inCart = await tx
        .select({ product: products })
        .from(cartItems)
        .innerJoin(products, eq(products.productId, cartItems.productId))
        .where(
          and(
            eq(cartItems.leadId, leadId),
            inArray(
              cartItems.productId,
              items.map((item) => item.product_id),
            ),
          ),
        );
      const byId = new Map(inCart.map(({ product }) => [product.productId, product]));
      // Check every line before changing any: a refused update leaves the cart as it was.
      for (const [index, item] of items.entries()) {
        const product = byId.get(item.product_id);
        if (!product) return notInCart(item.product_id);
        if (item.quantity > 1 && !product.quantitySupported) {
          return quantityNotSupported(`items[${index}].quantity`, product);
        }
      }
      for (const item of items) {
        const line = and(eq(cartItems.leadId, leadId), eq(cartItems.productId, item.product_id));
        if (item.quantity === 0) await tx.delete(cartItems).where(line);
        else await tx.update(cartItems).set({ quantity: item.quantity }).where(line);
      }
      return null;
    });
    return refused ?? answerCart(db, leadId, clock, 'Cart updated.');
  },
});

const applyCoupon = defineRoute({
  path: '/lapi/v2/ecom/apply-coupon',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary: 'Applies a coupon to the cart (replacing any other) if the cart qualifies for it.',
  input: ecomInput.extend({ code: couponCodeInput }),
  async handler({ code }, { db, leadId, clock }) {
    const coupon = await findCoupon(db, code);
    if (!coupon) return couponFailure(unknownCoupon());
    const refused = await db.transaction(async (tx) => {
      await lockCart(tx, leadId, clock.now());
      const { lines } = await loadCart(tx, leadId);
      if (lines.length === 0) return failure(409, 'Your cart is empty.');
      const evaluation = evaluateCoupon(coupon, discountableLines(lines), todayOf(clock));
      if (!evaluation.ok) return couponFailure(evaluation.problem);
      const used = await usageProblem(tx, coupon, leadId);
      if (used) return couponFailure(used);
      await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.leadId, leadId));
      return null;
    });
    return refused ?? answerCart(db, leadId, clock, 'Coupon applied.');
  },
});

/** Card details as the legacy card form sends them (spec section 3, "Card payload"). */
const cardFields = {
  // Spaces and dashes as people type them are dropped; the rest must be digits (spec: max 16).
  ccnum: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{1,16}$/, 'must be at most 16 digits')),
  ccexp: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'must be a valid expiration date (MM/YY)'),
  cccvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
};

const placeOrderInput = ecomInput
  .extend({
    shipping: shippingAddressInput,
    ccnum: cardFields.ccnum.optional(),
    ccexp: cardFields.ccexp.optional(),
    cccvv: cardFields.cccvv.optional(),
    /** The customer agreed to be charged (and, for subscriptions, charged again each shipment). */
    consent: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    const given = (['ccnum', 'ccexp', 'cccvv'] as const).filter((field) => input[field] !== undefined);
    if (given.length === 0) return;
    for (const field of ['ccnum', 'ccexp', 'cccvv'] as const) {
      if (input[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'is required when paying with a new card',
        });
      }
    }
    if (input.consent !== true) {
      context.addIssue({ code: 'custom', path: ['consent'], message: 'must be true to pay with a new card' });
    }
  });

function orderedItems(lines: readonly CartLine[]) {
  return lines.map(({ product, quantity, unitPriceCents }) => ({
    product_id: product.productId,
    name: product.productName,
    price: legacyAmount(unitPriceCents),
    frequency: product.frequency,
    quantity,
  }));
}

const placeOrder = defineRoute({
  path: '/lapi/v2/ecom/place-order',
  kind: 'legacy',
  auth: 'customer',
  audit: {
    resource: 'card',
    action: 'update',
    // New card details that paid become the card on file: an account change. The order itself is not audited.
    entries: (input, reply) =>
      succeeded(reply) && input.ccnum !== undefined ? [{ resource: 'card', action: 'update' }] : [],
  },
  summary:
    'Checkout: charges the cart total to new card details (ccnum/ccexp/cccvv) or the card on file, records the order, starts subscriptions, empties the cart.',
  input: placeOrderInput,
  // Issue 13: a double click, a retry after a timeout or a reload places and charges the order once.
  // The charge, the order and what it causes commit with the key (a 402's Declined order too); a crash
  // or a 5xx rolls them back together, so the retry with the key does the order.
  idempotent: { fingerprint: withoutCardSecrets },
  async handler(input, context) {
    const { db, leadId, clock, services } = context;
    // Vault new card details before anything else: the number and CVV go no further than the processor.
    let newCard: StoredCard | null = null;
    if (input.ccnum !== undefined && input.ccexp !== undefined && input.cccvv !== undefined) {
      try {
        newCard = services.payments.tokenize(
          { number: input.ccnum, expiry: input.ccexp, cvv: input.cccvv },
          clock.now(),
        );
      } catch (error) {
        if (error instanceof PaymentError) return paymentErrorReply(error);
        throw error;
      }
    }
    return db.transaction(async (tx) => {
      await lockCart(tx, leadId, clock.now());
      return checkout(tx, context, input.shipping, newCard);
    });
  },
});

async function checkout(
  tx: Db,
  { leadId, clock, services, logger }: CustomerContext,
  shipping: z.output<typeof shippingAddressInput>,
  newCard: StoredCard | null,
): Promise<Reply> {
  const cart = await loadCart(tx, leadId);
  if (cart.lines.length === 0) return paymentFailure(409, 'Your cart is empty.', 'cart_empty');
  const today = todayOf(clock);

  let discountCents = 0;
  if (cart.coupon) {
    const coupon = cart.coupon;
    const evaluation = evaluateCoupon(coupon, discountableLines(cart.lines), today);
    const problem = evaluation.ok ? await usageProblem(tx, coupon, leadId) : evaluation.problem;
    if (problem) {
      // The price changed since the customer saw it: take the coupon off and let them review the total.
      await tx.update(carts).set({ couponId: null }).where(eq(carts.leadId, leadId));
      return paymentFailure(
        409,
        `${problem.message} It was removed from your cart: please review your total.`,
        problem.code,
      );
    }
    discountCents = evaluation.ok ? evaluation.discountCents : 0;
  }

  const card: ChargeableCard | null = newCard
    ? { token: newCard.token, brand: newCard.brand, last4: newCard.last4 }
    : await cardOnFile(tx, leadId);
  if (!card) return noCardOnFile();

  const outcome = await chargeOrder(tx, services.payments, logger, {
    leadId,
    lines: cart.lines,
    discountCents,
    shipping,
    card,
    orderDate: today,
  });
  if (outcome.kind === 'failed') return paymentErrorReply(outcome.error);
  // Declined: the order stays 'Declined' with its billing flag, and the cart stays for another try.
  if (outcome.kind === 'declined') return paymentErrorReply(outcome.error);

  const { orderNumber, totalCents } = outcome;
  const subscriptionIds = await startSubscriptions(tx, leadId, cart.lines, today);
  if (cart.coupon) {
    await tx
      .insert(couponRedemptions)
      .values({ couponId: cart.coupon.id, leadId, orderNumber, discountCents });
  }
  // A card that just paid becomes the card on file: subscriptions charge it for the next shipments.
  if (newCard) await saveCardOnFile(tx, leadId, newCard, clock.now());
  await tx.delete(cartItems).where(eq(cartItems.leadId, leadId));
  await tx.update(carts).set({ couponId: null, updatedAt: clock.now() }).where(eq(carts.leadId, leadId));

  return success(
    {
      order_number: orderNumber,
      order_status: ORDER_STATUS_PAID,
      order_date: today,
      items: orderedItems(cart.lines),
      subtotal: legacyAmount(subtotalOf(cart.lines)),
      discount: legacyAmount(discountCents),
      total: legacyAmount(totalCents),
      coupon: cart.coupon ? couponView(cart.coupon) : null,
      subscription_ids: subscriptionIds,
    },
    'Order placed.',
  );
}

export const ecomRoutes = [cartRead, addProduct, removeProduct, updateCart, applyCoupon, placeOrder];
