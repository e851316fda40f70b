import {
  addDays,
  addMonths,
  CANCEL_REASON_CODES,
  messages,
  RECURRING_FREQUENCIES,
  type RecurringFrequency,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionAction,
  sameLineProduct,
} from '@helmsman/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open.ts';
import { products, subscriptionEvents, subscriptions } from '../db/schema/index.ts';
import { failure, type Reply, success } from '../http/envelope.ts';
import { customerInput, invalidInputAs } from '../http/input.ts';
import { type CustomerContext, defineRoute } from '../http/route.ts';
import { legacyAmount } from '../legacy/format.ts';
import { intervalMonths, subscriptionLine } from '../renewals/schedule.ts';
import {
  addressOnFile,
  cardOnFile,
  chargeOrder,
  idInput,
  noPaymentMethod,
  paymentErrorReply,
  todayOf,
} from './checkout.ts';

/**
 * /subscription/update/: the customer's own changes to a subscription. Each change is one transaction
 * that updates the row and appends to subscription_events (who, when, what, why) for support. Every
 * failure answers 'Failed to update subscription.' (the message the customer area shows, spec section
 * 8) with the reason in `data`: `{ code, message }`.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

const FAILED = messages.failedUpdateSubscription;

/** How far ahead a pause may be scheduled to end. */
const MAX_PAUSE_DAYS = 365;

const onlyWith: Partial<Record<'frequency' | 'resume_date' | 'reason' | 'note', SubscriptionAction>> = {
  frequency: 'change_frequency',
  resume_date: 'pause',
  reason: 'cancel',
  note: 'cancel',
};

const input = customerInput
  .extend({
    subscription_id: idInput,
    action: z.enum(SUBSCRIPTION_ACTIONS),
    /** change_frequency: the frequency to switch to; without it MONTHLY and QUARTERLY swap. */
    frequency: z.enum(RECURRING_FREQUENCIES).optional(),
    /** pause: the day shipments resume by themselves; without it the pause lasts until "resume". */
    resume_date: z.iso.date('must be a date YYYY-MM-DD').optional(),
    /** cancel: one of the fixed reasons, and the customer's own words (required for "other"). */
    reason: z.enum(CANCEL_REASON_CODES).optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, context) => {
    for (const [field, action] of Object.entries(onlyWith)) {
      if (value[field as keyof typeof onlyWith] !== undefined && value.action !== action) {
        context.addIssue({ code: 'custom', path: [field], message: `is only for the action "${action}"` });
      }
    }
    if (value.action === 'cancel' && value.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'is required to cancel' });
    }
    if (value.reason === 'other' && !value.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'is required when the reason is "other"' });
    }
  });
type UpdateInput = z.output<typeof input>;

/** The subscription as this call (and the lander's subscriptions) show it; money as legacy strings. */
export function subscriptionView(row: SubscriptionRow) {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    category: row.category,
    frequency: row.frequency,
    status: row.status,
    next_ship_date: row.nextShipDate,
    price: legacyAmount(row.priceCents),
    quantity: row.quantity,
    paused_until: row.pausedUntil,
    cancel_reason: row.cancelReason,
  };
}

type FailureCode =
  | 'not_found'
  | 'invalid_transition'
  | 'no_other_frequency'
  | 'invalid_resume_date'
  | 'no_shipping_address';

function refused(httpStatus: 400 | 404 | 409, code: FailureCode, message: string): Reply {
  return failure(httpStatus, FAILED, { code, message });
}

const notAllowedIn = (row: SubscriptionRow, action: SubscriptionAction, allowed: string) =>
  refused(
    409,
    'invalid_transition',
    `A subscription that is ${row.status} cannot ${action.replace('_', ' ')}; only one that is ${allowed} can.`,
  );

/** What a change does to the row, or why it is refused; ship_now is charged separately. */
type Change =
  | { readonly ok: true; readonly set: Partial<SubscriptionRow>; readonly details?: Record<string, unknown> }
  | { readonly ok: false; readonly reply: Reply };

async function planChange(
  db: Db,
  row: SubscriptionRow,
  request: UpdateInput,
  today: string,
): Promise<Change> {
  const reject = (reply: Reply): Change => ({ ok: false, reply });
  switch (request.action) {
    case 'skip':
      if (row.status !== 'active') return reject(notAllowedIn(row, 'skip', 'active'));
      return {
        ok: true,
        set: { nextShipDate: addMonths(row.nextShipDate ?? today, intervalMonths(row)) },
      };
    case 'change_frequency':
      return planFrequencyChange(db, row, request.frequency);
    case 'pause': {
      if (row.status !== 'active') return reject(notAllowedIn(row, 'pause', 'active'));
      const until = request.resume_date ?? null;
      if (until !== null && (until <= today || until > addDays(today, MAX_PAUSE_DAYS))) {
        return reject(
          refused(
            400,
            'invalid_resume_date',
            `resume_date must be after today and within ${MAX_PAUSE_DAYS} days.`,
          ),
        );
      }
      return { ok: true, set: { status: 'paused', pausedUntil: until } };
    }
    case 'resume': {
      if (row.status !== 'paused') return reject(notAllowedIn(row, 'resume', 'paused'));
      // A shipment date that passed during the pause moves to today rather than being lost.
      const next = row.nextShipDate === null || row.nextShipDate < today ? today : row.nextShipDate;
      return { ok: true, set: { status: 'active', pausedUntil: null, nextShipDate: next } };
    }
    case 'cancel':
      if (row.status === 'cancelled') return reject(notAllowedIn(row, 'cancel', 'active or paused'));
      return {
        ok: true,
        set: {
          status: 'cancelled',
          nextShipDate: null,
          pausedUntil: null,
          cancelReason: request.reason ?? null,
          cancelNote: request.note ?? null,
        },
      };
    case 'reactivate':
      if (row.status !== 'cancelled') return reject(notAllowedIn(row, 'reactivate', 'cancelled'));
      // Shipments restart with the next day's run; "ship now" is there for an immediate one.
      return {
        ok: true,
        set: { status: 'active', nextShipDate: addDays(today, 1), cancelReason: null, cancelNote: null },
      };
    case 'ship_now':
      throw new Error('ship_now is charged, not planned');
  }
}

async function planFrequencyChange(
  db: Db,
  row: SubscriptionRow,
  wanted: RecurringFrequency | undefined,
): Promise<Change> {
  if (row.status === 'cancelled') {
    return { ok: false, reply: notAllowedIn(row, 'change_frequency', 'active or paused') };
  }
  const target: RecurringFrequency = wanted ?? (row.frequency === 'MONTHLY' ? 'QUARTERLY' : 'MONTHLY');
  if (target === row.frequency) {
    return {
      ok: false,
      reply: refused(409, 'invalid_transition', `The subscription is already ${target}.`),
    };
  }
  const counterpart = sameLineProduct(row.productId, target);
  const [product] = counterpart
    ? await db.select().from(products).where(eq(products.productId, counterpart.product_id))
    : [];
  if (!product) {
    return {
      ok: false,
      reply: refused(409, 'no_other_frequency', `${row.productName} is not sold ${target.toLowerCase()}.`),
    };
  }
  return {
    ok: true,
    set: {
      productId: product.productId,
      productName: product.productName,
      frequency: target,
      priceCents: product.priceCents * row.quantity,
    },
  };
}

/** The fields a change touched, before and after, for the event's details. */
function diff(row: SubscriptionRow, set: Partial<SubscriptionRow>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    const previous = row[key as keyof SubscriptionRow];
    if (previous === value) continue;
    before[key] = previous;
    after[key] = value;
  }
  return { before, after };
}

async function recordEvent(
  tx: Db,
  row: SubscriptionRow,
  leadId: number,
  request: UpdateInput,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(subscriptionEvents).values({
    subscriptionId: row.id,
    actor: 'customer',
    actorLeadId: leadId,
    action: request.action,
    reason: request.reason ?? null,
    note: request.note ?? null,
    details,
  });
}

/** Ships the next shipment today: an order charged to the card on file, then the schedule restarts. */
async function shipNow(
  tx: Db,
  row: SubscriptionRow,
  request: UpdateInput,
  { leadId, clock, services, logger }: CustomerContext,
): Promise<Reply> {
  if (row.status !== 'active') return notAllowedIn(row, 'ship_now', 'active');
  const card = await cardOnFile(tx, leadId);
  if (!card) {
    return paymentErrorReply(noPaymentMethod, FAILED, {
      code: noPaymentMethod.code,
      message: noPaymentMethod.description,
    });
  }
  const shipping = await addressOnFile(tx, leadId);
  if (!shipping) return refused(409, 'no_shipping_address', 'There is no shipping address on file.');
  const [product] = await tx.select().from(products).where(eq(products.productId, row.productId));
  if (!product) throw new Error(`subscription ${row.id} refers to missing product ${row.productId}`);

  const today = todayOf(clock);
  const outcome = await chargeOrder(tx, services.payments, logger, {
    leadId,
    lines: [subscriptionLine(row, product)],
    discountCents: 0,
    shipping,
    card,
    orderDate: today,
  });
  if (outcome.kind === 'failed') {
    return paymentErrorReply(outcome.error, FAILED, {
      code: outcome.error.code,
      message: outcome.error.description,
    });
  }
  if (outcome.kind === 'declined') {
    // Support sees the attempt too: the declined order it left is on the customer's account.
    await recordEvent(tx, row, leadId, request, { outcome: 'declined', order_number: outcome.orderNumber });
    return paymentErrorReply(outcome.error, FAILED, {
      code: outcome.error.code,
      message: outcome.error.description,
      order_number: outcome.orderNumber,
    });
  }
  const set = { nextShipDate: addMonths(today, intervalMonths(row)) };
  const [updated] = await tx.update(subscriptions).set(set).where(eq(subscriptions.id, row.id)).returning();
  if (!updated) throw new Error(`subscription ${row.id} vanished inside its transaction`);
  await recordEvent(tx, row, leadId, request, {
    ...diff(row, set),
    outcome: 'paid',
    order_number: outcome.orderNumber,
  });
  return success(subscriptionView(updated), `Shipment ordered: order ${outcome.orderNumber}.`);
}

const subscriptionUpdate = defineRoute({
  path: '/lapi/subscription/update/',
  kind: 'legacy',
  auth: 'customer',
  audit: 'none',
  summary:
    "Skips, ships now, switches MONTHLY/QUARTERLY, pauses, resumes, cancels (with a reason) or reactivates one of the customer's subscriptions.",
  input,
  invalidInput: invalidInputAs(FAILED),
  // Ship now charges the card: a retried change must not order (and charge) twice.
  idempotent: true,
  async handler(request, context) {
    const { db, leadId, clock } = context;
    return db.transaction(async (tx) => {
      // By id AND lead: another customer's subscription is as unknown as a missing one (404, no hint).
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, request.subscription_id), eq(subscriptions.leadId, leadId)))
        .for('update');
      if (!row) {
        return refused(
          404,
          'not_found',
          `There is no subscription ${request.subscription_id} on this account.`,
        );
      }
      if (request.action === 'ship_now') return shipNow(tx, row, request, context);

      const change = await planChange(tx, row, request, todayOf(clock));
      if (!change.ok) return change.reply;
      const [updated] = await tx
        .update(subscriptions)
        .set(change.set)
        .where(eq(subscriptions.id, row.id))
        .returning();
      if (!updated) throw new Error(`subscription ${row.id} vanished inside its transaction`);
      await recordEvent(tx, row, leadId, request, diff(row, change.set));
      context.logger.info({ leadId, subscriptionId: row.id, action: request.action }, 'subscription updated');
      return success(subscriptionView(updated), 'Subscription updated.');
    });
  },
});

export const subscriptionUpdateRoutes = [subscriptionUpdate];
