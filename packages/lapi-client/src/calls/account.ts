import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { amount, id } from './legacy-values.ts';

/**
 * `expires_at` (lapi-server extension): when the session ends at the latest (ISO 8601), so the gateway's
 * cookie can end with it. A legacy API without it, or an unreadable value, leaves it undefined.
 */
export const sessionEnd = z
  .string()
  .optional()
  .transform((value) => {
    const end = value === undefined ? Number.NaN : Date.parse(value);
    return Number.isNaN(end) ? undefined : new Date(end);
  });

export const login = defineCall<
  { email: string; password: string },
  { leads_id: number; token: string; expires_at?: Date | undefined }
>({
  path: '/account/login/',
  auth: 'public',
  response: z.object({ leads_id: id, token: z.string().min(16), expires_at: sessionEnd }),
});

export const customerBasics = z.object({
  leads_id: id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  prospects_id: id.nullable(),
});
export type CustomerBasics = z.infer<typeof customerBasics>;

export const verifyAuthentication = defineCall<Record<string, never>, CustomerBasics>({
  path: '/account/verifyauthentication/',
  auth: 'customer',
  response: customerBasics,
});

const shippingAddress = z.object({
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

const orderHistoryEntry = z.object({
  order_status: z.string(),
  order_date: z.string(),
  order_total: amount,
  refund_amount: amount.nullable(),
  tracking_number: z.string().nullable(),
  shippingAddress: shippingAddress.nullable(),
  order_items: z.record(
    z.string(),
    z.object({ product_name: z.string(), product_image: z.string().nullable(), category: z.string() }),
  ),
  /**
   * lapi-server extension on Declined orders: the card on file changed since the decline, so
   * commerce.retryPayment may charge it. A legacy API without it offers no retry.
   */
  can_retry_payment: z.boolean().optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const lander = z.object({
  email: z.string(),
  prospects_id: id.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  flags: z.array(z.object({ type: z.string(), label: z.string(), orders_id: id.nullable() })),
  subscriptions: z.record(z.string(), z.object({ category: z.string() })),
  order_history: z.record(z.string(), orderHistoryEntry),
});
export type Lander = z.infer<typeof lander>;

/**
 * The lander without its order history, as /leads/patientdata's reader takes it: the order history
 * there is neither read nor validated (zod drops keys it does not list). Its one reader is the Shell
 * (every customer page: the name, the flags, the subscriptions), and the history grows with every
 * order, so validating it cost every page more as the customer ordered more: 5-8% of the gateway's
 * CPU per Shell already for the bench customer's three orders (docs/decisions.md). Pages that show orders
 * read them from /account/orders/ (`ordersDetails`), whole.
 */
export const landerSummary = lander.omit({ order_history: true });
export type LanderSummary = z.infer<typeof landerSummary>;

/**
 * Orders details. The spec names no path for it (lapi-server defines `/account/orders/`) and, a quirk
 * of the legacy API, the lander data with the order history comes in `message`, not `data`.
 */
export const ordersDetails = defineCall<Record<string, never>, Lander>({
  path: '/account/orders/',
  auth: 'customer',
  resultIn: 'message',
  response: lander,
});

export const pendingOrders = defineCall<
  Record<string, never>,
  { product: string; product_category: string }[]
>({
  path: '/account/pendingorders/',
  auth: 'customer',
  response: z.array(z.object({ product: z.string(), product_category: z.string() })),
});

/** Extension of lapi-server (the legacy API has no logout): revokes the session's token. */
export const logout = defineCall<Record<string, never>, unknown>({
  path: '/account/logout/',
  auth: 'customer',
  response: z.unknown(),
});

/**
 * Extension of lapi-server: revokes every session of the customer, the caller's included ("Log out
 * everywhere"). A legacy API without it answers 404.
 */
export const logoutEverywhere = defineCall<Record<string, never>, unknown>({
  path: '/account/logout-everywhere/',
  auth: 'customer',
  response: z.unknown(),
});
