/** An order the customer started but did not finish (spec: Pending order). */
export interface PendingOrderView {
  product: string;
  category: string;
}

export interface OrderItemView {
  name: string;
  /** Absolute or root-relative URL; null shows a neutral placeholder. */
  image: string | null;
  category: string;
}

export interface ShippingAddressView {
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** A past order, already normalised by the app (cents, ISO dates, arrays instead of keyed maps). */
export interface OrderView {
  number: string;
  /** Shown as the legacy API spells it; 'Declined' (any case) is highlighted. */
  status: string;
  /** ISO date or timestamp. */
  placedAt: string;
  totalCents: number;
  refundCents: number;
  trackingNumber: string | null;
  /** The postal tracking page of the number; when absent it is derived from the number (USPS). */
  trackingUrl?: string | null;
  items: OrderItemView[];
  shippingAddress: ShippingAddressView | null;
  /** Its products are sold in the shop, so 'Buy again' can put them in the cart. */
  canBuyAgain?: boolean;
  /** Declined, and the card on file changed since: 'Retry payment' can charge it. */
  canRetryPayment?: boolean;
}

/** A part of the page that loads on its own (spec section 4) and is not there: still loading, or failed. */
export type OrdersSectionProblem = { state: 'loading' } | { state: 'error'; message: string };

export type OrdersScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | {
      state: 'ready';
      /** The pending orders, or why they are not shown (the order history may still be). */
      pending: PendingOrderView[] | OrdersSectionProblem;
      /** The order history, newest first, or why it is not shown. */
      orders: OrderView[] | OrdersSectionProblem;
      /** Loads the parts that failed again. */
      onRetry?: () => void;
    };

/** How an order action went: done, or what to tell the customer on the order. */
export type OrderActionResult = { ok: true } | { ok: false; message: string };

/**
 * An action on one order ('Buy again', 'Retry payment'): resolves with how it went. The order shows it
 * under way meanwhile and the message on failure; a rejected promise counts as a failure too.
 */
export type OnOrderAction = (orderNumber: string) => Promise<OrderActionResult>;

/** Where an action on one order stands. */
export type OrderActionStatus =
  | { orderNumber: string; state: 'pending' }
  | { orderNumber: string; state: 'done' }
  | { orderNumber: string; state: 'failed'; message: string };

export type OrdersScreenProps = OrdersScreenState & {
  brand?: string;
  /**
   * Resumes a pending order; its 'Finish' is busy until the promise settles (the app has moved on, or
   * told why not). Without it the 'Finish' buttons are not shown.
   */
  onFinish?: (category: string) => Promise<unknown>;
  /** Why 'Finish' cannot be used now (online visits are off): the buttons are disabled and this says why. */
  finishUnavailable?: string | null;
  /** The order the customer's billing flag points at: it shows the billing-problem notice. */
  billingProblemOrder?: string | null;
  /** Puts an order's products in the cart again; without it no 'Buy again' buttons are shown. */
  onBuyAgain?: OnOrderAction;
  /** Charges the declined order again to the (updated) card on file; without it no 'Retry payment'. */
  onRetryPayment?: OnOrderAction;
  /** The order /orders#<number> names: scrolled into view, focused and highlighted once it is shown. */
  highlightedOrder?: string | null;
};
