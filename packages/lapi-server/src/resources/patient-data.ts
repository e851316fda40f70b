import { asc, desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { clicks, paymentMethods, pendingOrders } from '../db/schema.ts';
import { failure, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { type Lander, loadLander } from './orders.ts';

/** Patient data: the "user data" of spec section 3 that the customer area loads after login. */

export type PatientData = {
  /** The order a billing notice belongs to (spec section 8's billing problem), or null. */
  billingFlag: { orders_id: number } | null;
  /** The card on file is past its expiry month. */
  expiredFlag: boolean;
  leadsId: number;
  /** Online visits not paid for: what the orders page offers to 'Finish'. */
  resumeOrders: { product: string; product_category: string }[];
  /** The lead's latest registered visit, or null. */
  clicksId: number | null;
  lander: Lander;
};

/** Cards are valid through the last day of their expiry month (UTC, as the processor counts). */
export function isCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const monthIndex = (year: number, month: number) => year * 12 + month;
  return monthIndex(card.expYear, card.expMonth) < monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1);
}

export async function loadPatientData(db: Db, leadId: number, clock: Clock): Promise<PatientData | null> {
  const lander = await loadLander(db, leadId);
  if (!lander) return null;
  const [resumeOrders, [card], [latestClick]] = await Promise.all([
    db
      .select({ product: pendingOrders.product, product_category: pendingOrders.productCategory })
      .from(pendingOrders)
      .where(eq(pendingOrders.leadId, leadId))
      .orderBy(asc(pendingOrders.id)),
    db
      .select({ expMonth: paymentMethods.expMonth, expYear: paymentMethods.expYear })
      .from(paymentMethods)
      .where(eq(paymentMethods.leadId, leadId))
      .limit(1),
    db
      .select({ id: clicks.id })
      .from(clicks)
      .where(eq(clicks.leadId, leadId))
      .orderBy(desc(clicks.createdAt), desc(clicks.id))
      .limit(1),
  ]);
  const billing = lander.flags.find((flag) => flag.type === 'billing' && flag.orders_id !== null);
  return {
    billingFlag: billing?.orders_id ? { orders_id: billing.orders_id } : null,
    expiredFlag: card ? isCardExpired(card, clock.now()) : false,
    leadsId: leadId,
    resumeOrders,
    clicksId: latestClick?.id ?? null,
    lander,
  };
}

const patientData = defineRoute({
  path: '/lapi/leads/patientdata',
  kind: 'legacy',
  auth: 'customer',
  summary:
    "The logged-in lead's user data: billing and expired-card flags, pending orders, latest click, lander.",
  input: customerInput,
  async handler(_input, { db, leadId, clock }) {
    const data = await loadPatientData(db, leadId, clock);
    // Sessions go with their lead, so only a lead deleted mid-request gets here.
    if (!data) return failure(404, 'No patient data for this lead.');
    return success(data, '');
  },
});

export const patientDataRoutes = [patientData];
