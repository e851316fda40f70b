import type { CheckoutAddressView } from '@helmsman/ui';
import { proxy } from 'valtio';

/** The order placed last in this tab: the confirmation page says what it started. */
export interface PlacedOrderNote {
  orderNumber: string;
  hasSubscription: boolean;
}

export interface CheckoutState {
  /** The shipping step's address, for the payment step. In memory only: never in local storage. */
  address: CheckoutAddressView | null;
  /** The upsell step was passed (Continue or Skip). */
  upsellDone: boolean;
  /** begin_checkout was pushed for this checkout: once, however often the shipping step is shown. */
  begun: boolean;
  lastOrder: PlacedOrderNote | null;
}

export const checkoutStore = proxy<CheckoutState>({
  address: null,
  upsellDone: false,
  begun: false,
  lastOrder: null,
});

/** Where `/checkout` leads: the first step not done yet. */
export function firstStepNotDone(state: Pick<CheckoutState, 'address' | 'upsellDone'>): string {
  if (!state.address) return '/checkout/shipping';
  if (!state.upsellDone) return '/checkout/upsell';
  return '/checkout/payment';
}

/** The order is placed: the next checkout starts from the beginning. */
export function checkoutFinished(order: PlacedOrderNote): void {
  checkoutStore.address = null;
  checkoutStore.upsellDone = false;
  checkoutStore.begun = false;
  checkoutStore.lastOrder = order;
}
