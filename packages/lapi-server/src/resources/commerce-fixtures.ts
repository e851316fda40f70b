import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { cartItems, carts, paymentMethods, pendingOrders, subscriptions } from '../db/schema/index.ts';
import { createTestProcessor } from '../payments/test-processor.ts';
import { findCoupon, isExpired } from './coupons.ts';

/**
 * Commerce data for tests and pact provider states (exported as `commerceFixtures`): a card on file that
 * behaves like one of the test processor's cards, cart contents, subscription statuses. Never call
 * these from a route: they bypass the rules the calls enforce.
 */

export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

/** An expiry two years ahead of `today`, 'MM/YY'. */
export function futureExpiry(today: Date = new Date()): string {
  return `12/${String((today.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** Replaces the lead's card on file with a test card vaulted by the real test processor. */
export async function storeTestCard(
  db: Db,
  leadId: number,
  number: string = TEST_CARDS.approve,
): Promise<void> {
  const card = createTestProcessor().tokenize({ number, expiry: futureExpiry(), cvv: '123' });
  const values = {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    processorToken: card.token,
    updatedAt: new Date(),
  };
  await db
    .insert(paymentMethods)
    .values({ leadId, ...values })
    .onConflictDoUpdate({ target: paymentMethods.leadId, set: values });
}

export async function removeCardOnFile(db: Db, leadId: number): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.leadId, leadId));
}

/** Makes the lead's cart hold exactly these products, with no coupon. */
export async function fillCart(
  db: Db,
  leadId: number,
  items: readonly { productId: number; quantity: number }[],
): Promise<void> {
  await db
    .insert(carts)
    .values({ leadId })
    .onConflictDoUpdate({ target: carts.leadId, set: { couponId: null } });
  await db.delete(cartItems).where(eq(cartItems.leadId, leadId));
  if (items.length > 0) await db.insert(cartItems).values(items.map((item) => ({ leadId, ...item })));
}

/** What /order/create/ needs besides the card: an unpaid online visit of the treatment's category. */
export async function startOnlineVisit(
  db: Db,
  leadId: number,
  product: string,
  category: string,
): Promise<void> {
  await db.insert(pendingOrders).values({ leadId, product, productCategory: category });
}

/** Why the coupon cannot be used today (unknown or expired), or null when it can. */
export async function couponUnavailable(db: Db, code: string, today: string): Promise<string | null> {
  const coupon = await findCoupon(db, code.toUpperCase());
  if (!coupon) return `there is no coupon ${code}`;
  return isExpired(coupon, today) ? `${code} expired on ${coupon.expiresOn}` : null;
}

export async function couponHasExpired(db: Db, code: string, today: string): Promise<boolean> {
  const coupon = await findCoupon(db, code.toUpperCase());
  return coupon !== null && isExpired(coupon, today);
}

/**
 * Gives the lead's subscription this status (a paused one without an end date, a cancelled one without
 * a next shipment). False when the lead has no subscription with this id.
 */
export async function setSubscriptionStatus(
  db: Db,
  leadId: number,
  subscriptionId: number,
  status: 'active' | 'paused' | 'cancelled',
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.leadId, leadId)));
  if (!row) return false;
  if (row.status === status) return true;
  await db
    .update(subscriptions)
    .set({
      status,
      pausedUntil: null,
      ...(status === 'cancelled' && {
        nextShipDate: null,
        cancelReason: 'other',
        cancelNote: 'Set up for a test.',
      }),
    })
    .where(eq(subscriptions.id, subscriptionId));
  return true;
}

export async function hasSubscription(db: Db, leadId: number, subscriptionId: number): Promise<boolean> {
  const count = await db.$count(
    subscriptions,
    and(eq(subscriptions.id, subscriptionId), eq(subscriptions.leadId, leadId)),
  );
  return count > 0;
}
