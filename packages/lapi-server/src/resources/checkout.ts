import {
  addMonths,
  isRecurringFrequency,
  ORDER_STATUS_DECLINED,
  SHIPMENT_INTERVAL_MONTHS,
  US_STATES,
} from '@helmsman/domain';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import {
  flags,
  leads,
  orderItems,
  orderPayments,
  orders,
  paymentMethods,
  type products,
  subscriptions,
} from '../db/schema/index.ts';
import { paymentFailure, type Reply } from '../http/envelope.ts';
import { databaseId } from '../http/input.ts';
import {
  type Charge,
  PaymentError,
  type PaymentProcessor,
  type StoredCard,
} from '../payments/test-processor.ts';

/**
 * Commerce building blocks shared by /order/create/, /subscription/update/ (ship now) and the v2
 * place-order call: input shapes, the card on file, and charging an order so that an approved and a
 * declined charge leave the same records whichever call made them.
 */

export type ProductRow = typeof products.$inferSelect;

/** Status of an order that was paid and waits for fulfilment. */
export const ORDER_STATUS_PAID = 'Processing';

/** The billing flag a declined charge raises; the customer area shows its notice on `orders_id`. */
export const BILLING_FLAG = { type: 'billing', label: 'Payment declined' } as const;

/** Today's calendar date ('YYYY-MM-DD', UTC) by the injected clock, so tests can move time. */
export function todayOf(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}

/**
 * A positive integer id. Legacy clients send ids as numbers or as digit strings (the stored cart item
 * of spec section 3 has a string product_id), so digit strings are accepted and read as numbers.
 */
export const idInput = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  databaseId,
);

const stateCodes = US_STATES.map((state) => state.code) as [string, ...string[]];

/** Where an order ships: a U.S. address, as the legacy address payload spells it. */
export const shippingAddressInput = z.object({
  address: z.string().trim().min(1).max(200),
  address2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().toUpperCase().pipe(z.enum(stateCodes, 'must be a U.S. state code such as "TX"')),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'must be a 5-digit ZIP code'),
  country: z.literal('US', 'must be "US" (the shop ships within the United States)').default('US'),
});
export type ShippingAddress = z.output<typeof shippingAddressInput>;

/** The lead's address on file, or null when it is incomplete. */
export async function addressOnFile(db: Db, leadId: number): Promise<ShippingAddress | null> {
  const [lead] = await db
    .select({
      address: leads.address,
      address2: leads.address2,
      city: leads.city,
      state: leads.state,
      zip: leads.zip,
      country: leads.country,
    })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead?.address || !lead.city || !lead.state || !lead.zip) return null;
  return {
    address: lead.address,
    address2: lead.address2,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    country: 'US',
  };
}

/** A card the processor can charge: its vault token, and what the customer may be shown of it. */
export interface ChargeableCard {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
}

export async function cardOnFile(db: Db, leadId: number): Promise<ChargeableCard | null> {
  const [card] = await db
    .select({
      token: paymentMethods.processorToken,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.leadId, leadId))
    .limit(1);
  return card ?? null;
}

/** Makes a freshly vaulted card the lead's card on file (after it paid: a card that works). */
export async function saveCardOnFile(db: Db, leadId: number, card: StoredCard, now: Date): Promise<void> {
  const values = {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    processorToken: card.token,
    updatedAt: now,
  };
  await db
    .insert(paymentMethods)
    .values({ leadId, ...values })
    .onConflictDoUpdate({ target: paymentMethods.leadId, set: values });
}

/** Not a processor error, but answered like one (409 with the description) by every paying call. */
export const noPaymentMethod = {
  httpStatus: 409,
  code: 'no_payment_method',
  description: 'No payment method on file.',
} as const;

export const noCardOnFile = (): Reply =>
  paymentFailure(noPaymentMethod.httpStatus, noPaymentMethod.description, noPaymentMethod.code);

/**
 * The answer to a refused payment (spec section 8): 400 for a card the processor rejects outright, 402
 * for a declined charge, 500 with the code for a processor failure. `message` replaces the envelope's
 * message where the call has a fixed one (e.g. 'Failed to update subscription.').
 */
export function paymentErrorReply(
  error: {
    readonly httpStatus: 400 | 402 | 403 | 409 | 500;
    readonly code: string;
    readonly description: string;
  },
  message?: string,
  data: unknown = null,
): Reply {
  const reply = paymentFailure(error.httpStatus, error.description, error.code, data);
  return message === undefined ? reply : { ...reply, envelope: { ...reply.envelope, message } };
}

export interface OrderLine {
  readonly product: ProductRow;
  readonly quantity: number;
  /** The price of one unit on this order (the catalogue's, or a subscription's own). */
  readonly unitPriceCents: number;
}

export interface OrderRequest {
  readonly leadId: number;
  readonly lines: readonly OrderLine[];
  readonly discountCents: number;
  readonly shipping: ShippingAddress;
  readonly card: ChargeableCard;
  readonly orderDate: string;
}

export type ChargeOutcome =
  | { readonly kind: 'approved'; readonly orderNumber: number; readonly totalCents: number }
  | {
      readonly kind: 'declined';
      readonly orderNumber: number;
      readonly totalCents: number;
      readonly error: PaymentError;
    }
  /** The processor failed (not a decline): nothing was charged and nothing was written. */
  | { readonly kind: 'failed'; readonly error: PaymentError };

export function subtotalOf(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/**
 * Charges the card and records the order with its lines and the payment attempt. Run it inside the
 * transaction that also writes whatever the order causes (subscriptions, an emptied cart), holding a
 * lock that serialises concurrent checkouts of the same lead, so a double submit cannot charge twice.
 *
 * A declined charge still records the order, as 'Declined', and raises the billing flag pointing at
 * it: the customer area then shows the billing notice on that order and links to the card update.
 */
export async function chargeOrder(
  tx: Db,
  payments: PaymentProcessor,
  logger: Logger,
  request: OrderRequest,
): Promise<ChargeOutcome> {
  const { leadId, lines, shipping, card } = request;
  const totalCents = subtotalOf(lines) - request.discountCents;
  let charge: Charge | null = null;
  let declined: PaymentError | null = null;
  // A fully discounted order has nothing to charge (and processors refuse zero-amount charges).
  if (totalCents > 0) {
    try {
      charge = payments.charge(card.token, totalCents);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      if (error.httpStatus === 500) {
        logger.warn({ leadId, code: error.code }, 'payment processor failed');
        return { kind: 'failed', error };
      }
      declined = error;
    }
  }

  const [order] = await tx
    .insert(orders)
    .values({
      leadId,
      status: declined ? ORDER_STATUS_DECLINED : ORDER_STATUS_PAID,
      orderDate: request.orderDate,
      totalCents,
      shipAddress: shipping.address,
      shipAddress2: shipping.address2,
      shipCity: shipping.city,
      shipState: shipping.state,
      shipZip: shipping.zip,
      shipCountry: shipping.country,
    })
    .returning({ orderNumber: orders.orderNumber });
  if (!order) throw new Error('inserting an order returned no row');
  const { orderNumber } = order;

  await tx.insert(orderItems).values(
    lines.map(({ product, quantity, unitPriceCents }) => ({
      orderNumber,
      productId: product.productId,
      productName: product.productName,
      productImage: product.img,
      category: product.category,
      quantity,
      priceCents: unitPriceCents,
    })),
  );
  await tx.insert(orderPayments).values({
    orderNumber,
    amountCents: totalCents,
    status: declined ? 'declined' : 'approved',
    chargeId: charge?.id ?? null,
    declineCode: declined?.code ?? null,
    cardBrand: card.brand,
    cardLast4: card.last4,
  });

  if (declined) {
    await tx.insert(flags).values({ leadId, ...BILLING_FLAG, ordersId: orderNumber });
    logger.info({ leadId, orderNumber, code: declined.code }, 'order payment declined');
    return { kind: 'declined', orderNumber, totalCents, error: declined };
  }
  logger.info({ leadId, orderNumber, totalCents }, 'order paid');
  return { kind: 'approved', orderNumber, totalCents };
}

/**
 * Starts a subscription for every recurring line of a paid order: this order is the first shipment,
 * so the next one is one interval after `startDate`. Returns the new subscription ids.
 */
export async function startSubscriptions(
  tx: Db,
  leadId: number,
  lines: readonly OrderLine[],
  startDate: string,
): Promise<number[]> {
  const recurring = lines.filter((line) => isRecurringFrequency(line.product.frequency));
  if (recurring.length === 0) return [];
  const rows = await tx
    .insert(subscriptions)
    .values(
      recurring.map(({ product, quantity, unitPriceCents }) => {
        const frequency = product.frequency as keyof typeof SHIPMENT_INTERVAL_MONTHS;
        return {
          leadId,
          productId: product.productId,
          productName: product.productName,
          category: product.category,
          frequency,
          status: 'active',
          nextShipDate: addMonths(startDate, SHIPMENT_INTERVAL_MONTHS[frequency]),
          priceCents: unitPriceCents * quantity,
          quantity,
        };
      }),
    )
    .returning({ id: subscriptions.id });
  return rows.map((row) => row.id);
}
