import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { preparedPerDatabase, scalarSubquery } from '../db/prepared.ts';
import { clicks, leads, paymentMethods, pendingOrders } from '../db/schema/index.ts';
import { failure, success } from '../http/envelope.ts';
import { customerInput } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { type Lander, landerFields, landerOf } from './orders.ts';

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

/**
 * Patient data in one statement: the lander's fields plus the pending orders, the card's expiry and the
 * latest claimed click. The Shell asks for it on every page of the customer area: nine queries (the
 * session's included) served 194 req/s on PGlite in the quietest bench run, the session and this
 * statement 985 (with the rest of docs/decisions.md's changes).
 */
const patientDataQuery = preparedPerDatabase('patient_data', (db) =>
  db
    .select({
      ...landerFields,
      resume_orders: scalarSubquery<PatientData['resumeOrders'] | null>(sql`select json_agg(json_build_object(
          'product', ${pendingOrders.product}, 'product_category', ${pendingOrders.productCategory})
          order by ${pendingOrders.id})
        from ${pendingOrders} where ${pendingOrders.leadId} = ${leads.id}`),
      card: scalarSubquery<{ exp_month: number; exp_year: number } | null>(sql`select json_build_object(
          'exp_month', ${paymentMethods.expMonth}, 'exp_year', ${paymentMethods.expYear})
        from ${paymentMethods} where ${paymentMethods.leadId} = ${leads.id} limit 1`),
      clicks_id: scalarSubquery<number | null>(sql`select ${clicks.id} from ${clicks}
        where ${clicks.leadId} = ${leads.id} order by ${clicks.createdAt} desc, ${clicks.id} desc limit 1`),
    })
    .from(leads)
    .where(eq(leads.id, sql.placeholder('leadId'))),
);

export async function loadPatientData(db: Db, leadId: number, clock: Clock): Promise<PatientData | null> {
  const [row] = await patientDataQuery(db).execute({ leadId });
  if (!row) return null;
  const lander = landerOf(row);
  const billing = lander.flags.find((flag) => flag.type === 'billing' && flag.orders_id !== null);
  return {
    billingFlag: billing?.orders_id ? { orders_id: billing.orders_id } : null,
    expiredFlag: row.card
      ? isCardExpired({ expMonth: row.card.exp_month, expYear: row.card.exp_year }, clock.now())
      : false,
    leadsId: leadId,
    resumeOrders: row.resume_orders ?? [],
    clicksId: row.clicks_id ?? null,
    lander,
  };
}

const patientData = defineRoute({
  path: '/lapi/leads/patientdata',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'patient_data', action: 'read' },
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
