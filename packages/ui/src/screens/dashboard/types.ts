import type { CustomerFlagKind } from '@helmsman/domain';
import type { PendingOrderView } from '../orders/types.ts';

/** A notice on the account (the legacy lander's flags), with what it means in plain words. */
export interface CustomerFlagView {
  kind: CustomerFlagKind;
  /** As the legacy API labels it, e.g. 'Payment declined'. */
  label: string;
  /** What it means and what to do (domain `customerFlagMeaning`). */
  meaning: string;
  /** The order it concerns (/orders#<number>), if any. */
  orderNumber: string | null;
}

/** The declined order the billing flag points at. */
export interface BillingProblemView {
  number: string;
  /** ISO date or timestamp. */
  placedAt: string;
  totalCents: number;
  items: { name: string }[];
}

/** The active subscription that ships soonest. */
export interface NextShipmentView {
  productName: string;
  /** As the API spells it: picks the CategoryIcon when there is no image. */
  category: string;
  /** Absolute or root-relative URL; null shows the category icon. */
  image: string | null;
  /** 'YYYY-MM-DD'. */
  nextShipDate: string;
}

/** One of the latest messages of the thread with the doctor. */
export interface RecentMessageView {
  id: string;
  sender: 'patient' | 'doctor';
  /** 'Dr. Maya Lindqvist, MD'; the patient's own messages say 'You'. */
  senderName: string;
  body: string;
  /** ISO 8601. */
  sentAt: string;
  /** Null while the recipient has not read it: the doctor's unread messages are marked 'New'. */
  readAt: string | null;
}

/** A part of the dashboard whose data could not be loaded (the others still show). */
export type DashboardPartView = 'ACCOUNT' | 'PENDING_ORDERS' | 'SUBSCRIPTIONS' | 'MESSAGES';

export interface DashboardView {
  /** For the greeting; null greets without a name. */
  firstName: string | null;
  flags: CustomerFlagView[];
  billingProblem: BillingProblemView | null;
  pendingOrders: PendingOrderView[];
  unreadMessageCount: number;
  nextShipment: NextShipmentView | null;
  /** Newest first; the screen shows them all (the gateway sends at most 3). */
  recentMessages: RecentMessageView[];
  unavailable: DashboardPartView[];
}

export const DASHBOARD_PATHS = {
  paymentMethod: '/accounts/editPaymentMethod',
  orders: '/orders',
  messages: '/messages',
  subscriptions: '/subscriptions',
  support: '/supp',
} as const;

/** /orders#<number> scrolls to that order. */
export function orderPath(orderNumber: string): string {
  return `${DASHBOARD_PATHS.orders}#${encodeURIComponent(orderNumber)}`;
}
