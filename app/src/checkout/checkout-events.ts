import {
  type AnalyticsLine,
  addPaymentInfo,
  addShippingInfo,
  beginCheckout,
  purchase,
  upsellStep,
} from '@helmsman/domain';
import { type DataLayer, trackEcommerce } from '../analytics/data-layer.ts';
import type { PlaceOrderMutation } from '../gql/hooks.ts';
import { checkoutStore } from './checkout-store.ts';
import { serverCartLines } from './checkout-view.ts';

type Target = { dataLayer?: DataLayer } | undefined;
type PlacedOrder = NonNullable<PlaceOrderMutation['placeOrder']['order']>;

/**
 * Checkout's GA4 events (spec section 4: steps 1 Shipping, 2 Upsell, 3 Payment), built by domain's
 * analytics builders from cart lines only: nothing of the customer (name, e-mail, address) goes in.
 * `target` is the window, or a test's stand-in.
 */
export const checkoutEvents = {
  /** Entering checkout: once per checkout, however often the shipping step is shown again. */
  begin(lines: readonly AnalyticsLine[], target?: Target): void {
    if (checkoutStore.begun || lines.length === 0) return;
    checkoutStore.begun = true;
    push(beginCheckout(lines), target);
  },
  shippingDone(lines: readonly AnalyticsLine[], target?: Target): void {
    push(addShippingInfo(lines), target);
  },
  upsellDone(lines: readonly AnalyticsLine[], target?: Target): void {
    push(upsellStep(lines), target);
  },
  paymentDone(lines: readonly AnalyticsLine[], target?: Target): void {
    push(addPaymentInfo(lines), target);
  },
  /** The order placed: its number is the transaction id, what it charged the value. */
  purchased(order: PlacedOrder, coupon: string | null, target?: Target): void {
    push(
      purchase(order.orderNumber, serverCartLines(order), { totalCents: order.totalCents, coupon }),
      target,
    );
  },
};

function push(event: Parameters<typeof trackEcommerce>[0], target: Target): void {
  if (target) trackEcommerce(event, target);
  else trackEcommerce(event);
}
