import { cardBrandName, toCardBrand } from '@helmsman/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import {
  leads,
  products,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
} from '../db/schema/index.ts';
import { legacyAmount } from '../legacy/format.ts';
import type { PaymentError } from '../payments/test-processor.ts';
import { addressOnFile, cardOnFile, chargeOrder, todayOf } from '../resources/checkout.ts';
import type { OutgoingMessage, Services } from '../services.ts';
import { intervalMonths, nextOnSchedule, subscriptionLine } from './schedule.ts';

/**
 * Renewing what is due: every active subscription whose next shipment date has come is charged to the
 * card on file and becomes an order, the same order ship now makes. Exactly once per shipment: the
 * subscription row is locked and (subscription, due date) is claimed in subscription_renewals before
 * the charge, in one transaction, so a retried run or another server finds the claim and charges
 * nothing.
 *
 * A decline leaves a Declined order with the billing flag (chargeOrder does both) and an e-mail; the
 * subscription stays active on the same date, so nothing more is charged until the customer updates
 * the card and pays that order again (payment-retry.ts then moves the date). See decisions.md.
 */

export interface RenewalContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly services: Pick<Services, 'payments' | 'mailer' | 'publicUrl'>;
  readonly logger: Logger;
}

export type Renewal =
  | { readonly kind: 'paid'; readonly subscriptionId: number; readonly orderNumber: number }
  | { readonly kind: 'declined'; readonly subscriptionId: number; readonly orderNumber: number }
  /** Due, but it cannot be charged (no card or no address on file): tried again on the next run. */
  | { readonly kind: 'waiting'; readonly subscriptionId: number; readonly reason: string };

/** Where a declined renewal's e-mail sends the customer (the app's payment method page). */
export const UPDATE_CARD_PATH = '/accounts/editPaymentMethod';

/** Renews every subscription due by the clock's today; one failing subscription does not stop the rest. */
export async function renewDueSubscriptions(context: RenewalContext): Promise<Renewal[]> {
  const today = todayOf(context.clock);
  const due = await context.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextShipDate, today)))
    .orderBy(asc(subscriptions.nextShipDate), asc(subscriptions.id));
  const renewals: Renewal[] = [];
  for (const { id } of due) {
    try {
      const renewal = await renewSubscription(context, id, today);
      if (renewal) renewals.push(renewal);
    } catch (error) {
      context.logger.error({ err: error, subscriptionId: id }, 'subscription renewal failed');
    }
  }
  return renewals;
}

interface Declined {
  readonly renewal: Renewal & { kind: 'declined' };
  readonly mail: OutgoingMessage;
}

/** Renews one subscription if it is (still) due; null when another run got there first. */
async function renewSubscription(
  context: RenewalContext,
  subscriptionId: number,
  today: string,
): Promise<Renewal | null> {
  const result = await context.db.transaction((tx) => renewInTransaction(tx, context, subscriptionId, today));
  if (result === null || !('mail' in result)) return result;
  // After the commit: the order and the flag stand whether or not the mail goes out.
  try {
    await context.services.mailer.send(result.mail);
  } catch (error) {
    context.logger.error({ err: error, subscriptionId }, 'could not send the declined renewal e-mail');
  }
  return result.renewal;
}

async function renewInTransaction(
  tx: Db,
  { services, logger }: RenewalContext,
  subscriptionId: number,
  today: string,
): Promise<Renewal | Declined | null> {
  // Locked, then read again: a run that waited here sees the date the run before it moved.
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  const dueDate = row?.nextShipDate;
  if (row?.status !== 'active' || !dueDate || dueDate > today) return null;
  const { leadId } = row;
  const card = await cardOnFile(tx, leadId);
  if (!card) return waiting(logger, subscriptionId, 'no card on file');
  const shipping = await addressOnFile(tx, leadId);
  if (!shipping) return waiting(logger, subscriptionId, 'no shipping address on file');

  const [claimed] = await tx
    .insert(subscriptionRenewals)
    .values({ subscriptionId, dueDate })
    .onConflictDoNothing()
    .returning({ dueDate: subscriptionRenewals.dueDate });
  // This shipment was renewed (or declined) before: a declined one waits for the customer.
  if (!claimed) return null;

  const [product] = await tx.select().from(products).where(eq(products.productId, row.productId));
  if (!product) throw new Error(`subscription ${subscriptionId} refers to missing product ${row.productId}`);
  const outcome = await chargeOrder(tx, services.payments, logger.child({ subscriptionId }), {
    leadId,
    lines: [subscriptionLine(row, product)],
    discountCents: 0,
    shipping,
    card,
    orderDate: today,
  });
  // Nothing was charged or written but the claim: rolled back with it, so the next run tries again.
  if (outcome.kind === 'failed') throw outcome.error;

  const { orderNumber } = outcome;
  const paid = outcome.kind === 'approved';
  const result = paid ? 'paid' : 'declined';
  await tx
    .update(subscriptionRenewals)
    .set({ outcome: result, orderNumber })
    .where(
      and(eq(subscriptionRenewals.subscriptionId, subscriptionId), eq(subscriptionRenewals.dueDate, dueDate)),
    );
  const details: Record<string, unknown> = { due_date: dueDate, outcome: result, order_number: orderNumber };
  if (paid) {
    const nextShipDate = nextOnSchedule(dueDate, intervalMonths(row), today);
    await tx.update(subscriptions).set({ nextShipDate }).where(eq(subscriptions.id, subscriptionId));
    details.next_ship_date = { from: dueDate, to: nextShipDate };
  }
  await tx.insert(subscriptionEvents).values({ subscriptionId, actor: 'renewal', action: 'renew', details });
  if (paid) return { kind: 'paid', subscriptionId, orderNumber };

  const [lead] = await tx
    .select({ email: leads.email, firstName: leads.firstName })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new Error(`subscription ${subscriptionId} has no lead`);
  return {
    renewal: { kind: 'declined', subscriptionId, orderNumber },
    mail: declinedRenewalMail({
      to: lead.email,
      firstName: lead.firstName,
      productName: row.productName,
      orderNumber,
      totalCents: outcome.totalCents,
      card: `${cardBrandName(toCardBrand(card.brand))} ending ${card.last4}`,
      error: outcome.error,
      updateCardUrl: `${services.publicUrl}${UPDATE_CARD_PATH}`,
    }),
  };
}

function waiting(logger: Logger, subscriptionId: number, reason: string): Renewal {
  logger.warn({ subscriptionId, reason }, 'subscription due but cannot be renewed yet');
  return { kind: 'waiting', subscriptionId, reason };
}

/** Short and plain: what failed, and where to fix it. No health detail beyond the product's name. */
export function declinedRenewalMail(facts: {
  to: string;
  firstName: string | null;
  productName: string;
  orderNumber: number;
  totalCents: number;
  card: string;
  error: PaymentError;
  updateCardUrl: string;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: facts.to,
    subject: 'Your subscription payment was declined',
    text: [
      `Hi ${facts.firstName ?? 'there'},`,
      '',
      `We could not charge your ${facts.card} $${legacyAmount(facts.totalCents)} for the next shipment of ${facts.productName} (order ${facts.orderNumber}): ${facts.error.description}`,
      '',
      'Your subscription stays active, and this shipment leaves once it is paid. Update your card here, then pay the order again from your orders page:',
      '',
      facts.updateCardUrl,
    ].join('\n'),
  };
}
