import { isVisitCategory, visitTreatmentById } from '@helmsman/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { findCurrentVisit } from '../clinical/visit-store.ts';
import type { Db } from '../db/open.ts';
import { leads, pendingOrders, products, visits } from '../db/schema/index.ts';
import { failure, paymentFailure, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';
import {
  addressOnFile,
  cardOnFile,
  chargeOrder,
  idInput,
  noCardOnFile,
  ORDER_STATUS_PAID,
  paymentErrorReply,
  shippingAddressInput,
  startSubscriptions,
  todayOf,
} from './checkout.ts';
import { welcomeToVisit } from './visit-first-message.ts';

/**
 * /order/create/: the order at the end of an online visit, for the prescribed treatment, charged to the
 * card on file (the visit's payment step stores it with /account/ccupdate/). Shop products go through
 * the v2 cart instead. Idempotent with an Idempotency-Key (the visit's payment step sends one per
 * intent): a retry answers the first order instead of charging again. A paid order hands the patient
 * to a doctor, who opens the visit's thread (visit-first-message.ts).
 */

/** Visits whose answers a doctor has (or is about to) look at: what a prescription order may follow. */
const VISIT_STATUSES_ALLOWING_ORDER = ['submitted', 'approved'];

/**
 * A treatment is sold only after an online visit of its category: an unpaid visit (pending order, what
 * "Finish" resumes) or a submitted or approved visit.
 */
async function hasVisitFor(db: Db, leadId: number, category: string): Promise<boolean> {
  const [pending, visit] = await Promise.all([
    db.$count(
      pendingOrders,
      and(eq(pendingOrders.leadId, leadId), eq(pendingOrders.productCategory, category)),
    ),
    db.$count(
      visits,
      and(
        eq(visits.leadId, leadId),
        eq(visits.category, category),
        inArray(visits.status, VISIT_STATUSES_ALLOWING_ORDER),
      ),
    ),
  ]);
  return pending + visit > 0;
}

/**
 * The open visit's saved treatment choices (drug, dosage, billing frequency) the product is not: the
 * patient pays for what they chose, and the doctor reviews that. None while nothing is saved.
 */
async function choicesNotFollowed(
  db: Db,
  leadId: number,
  product: { productId: number; category: string },
): Promise<string[]> {
  if (!isVisitCategory(product.category)) return [];
  const visit = await findCurrentVisit(db, leadId, { category: product.category, withSubmitted: true });
  if (!visit) return [];
  const treatment = visitTreatmentById(product.productId);
  const chosen = { drug: visit.drug, dosage: visit.dosage, frequency: visit.frequency };
  return Object.entries(chosen)
    .filter(([field, value]) => value !== null && treatment?.[field as keyof typeof chosen] !== value)
    .map(([field]) => field);
}

const orderCreate = defineRoute({
  path: '/lapi/order/create/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary:
    'Orders a prescribed treatment after an online visit, charged to the card on file; a decline records a Declined order and a billing flag.',
  // The input holds no card (the card on file is charged), so all of it is the fingerprint.
  idempotent: true,
  input: customerInput.extend({
    product_id: idInput,
    quantity: z.int().min(1).max(10).optional(),
    // Defaults to the address on file.
    shipping: shippingAddressInput.optional(),
  }),
  async handler(input, { db, leadId, clock, services, logger }) {
    const [product] = await db.select().from(products).where(eq(products.productId, input.product_id));
    if (product?.kind !== 'treatment') {
      return failure(
        400,
        'Invalid request: product_id is not a prescribed treatment (shop products use the cart)',
      );
    }
    const quantity = input.quantity ?? 1;
    if (quantity > 1 && !product.quantitySupported) {
      return failure(
        400,
        `Invalid request: quantity cannot be chosen for ${product.productName} (one per order)`,
      );
    }
    const shipping = input.shipping ?? (await addressOnFile(db, leadId));
    if (!shipping) return failure(400, 'Invalid request: shipping is required (there is no address on file)');
    if (!(await hasVisitFor(db, leadId, product.category))) {
      return paymentFailure(409, 'Complete an online visit for this treatment first.', 'no_online_visit');
    }
    const notFollowed = await choicesNotFollowed(db, leadId, product);
    if (notFollowed.length > 0) {
      return paymentFailure(
        409,
        'This is not the treatment chosen in your online visit.',
        'treatment_not_chosen',
        { fields: notFollowed },
      );
    }

    return db.transaction(async (tx) => {
      // Serialises this lead's checkouts (as the v2 cart does), so a double submit cannot charge twice.
      await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update');
      const card = await cardOnFile(tx, leadId);
      if (!card) return noCardOnFile();
      const today = todayOf(clock);
      const lines = [{ product, quantity, unitPriceCents: product.priceCents }];
      const outcome = await chargeOrder(tx, services.payments, logger, {
        leadId,
        lines,
        discountCents: 0,
        shipping,
        card,
        orderDate: today,
      });
      if (outcome.kind !== 'approved') return paymentErrorReply(outcome.error);

      const [subscriptionId = null] = await startSubscriptions(tx, leadId, lines, today);
      // The visit is paid for: it is no longer a pending order to "Finish", nor resumed at its result.
      await tx
        .delete(pendingOrders)
        .where(and(eq(pendingOrders.leadId, leadId), eq(pendingOrders.productCategory, product.category)));
      await tx
        .update(visits)
        .set({ paidAt: clock.now() })
        .where(
          and(
            eq(visits.leadId, leadId),
            eq(visits.category, product.category),
            eq(visits.status, 'submitted'),
            isNull(visits.paidAt),
          ),
        );
      if (isVisitCategory(product.category)) {
        await welcomeToVisit(tx, leadId, product.category, clock.now());
      }
      return success(
        {
          order_number: outcome.orderNumber,
          order_status: ORDER_STATUS_PAID,
          order_date: today,
          order_total: legacyAmount(outcome.totalCents),
          product_id: product.productId,
          product_name: product.productName,
          quantity,
          subscription_id: subscriptionId,
        },
        'Order placed.',
      );
    });
  },
});

export const orderCreateRoutes = [orderCreate];
