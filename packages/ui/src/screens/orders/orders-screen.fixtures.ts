import {
  alexOrders,
  jordanBillingProblemOrder,
  jordanOrders,
} from '../../../../../stories/fixtures/index.ts';
import type { OnOrderAction, OrderView, PendingOrderView } from './types.ts';

/** An online visit left before payment, as the legacy API lists it. */
export const pendingVisit: PendingOrderView[] = [{ product: 'Sildenafil 50 mg', category: 'ed' }];

/** Orders whose products the shop sells, so 'Buy again' is offered. */
export const rebuyableOrders: OrderView[] = alexOrders.map((order) => ({ ...order, canBuyAgain: true }));
export const rebuyableJordanOrders: OrderView[] = jordanOrders.map((order) => ({
  ...order,
  canBuyAgain: true,
}));

/** The declined order once the customer put a new card on file: it can be paid again from here. */
export const retryableJordanOrders: OrderView[] = rebuyableJordanOrders.map((order) =>
  order.number === jordanBillingProblemOrder ? { ...order, canRetryPayment: true } : order,
);

export const visitsOff =
  'Online visits are not available right now, so pending orders cannot be finished here.';

/** An action the app is still sending: the order stays busy. */
export const neverSettles = () => new Promise<never>(() => {});

/** An action the gateway refused with `message`. */
export const refusedWith =
  (message: string): OnOrderAction =>
  async () => ({ ok: false, message });

/** An action that went through. */
export const succeeds: OnOrderAction = async () => ({ ok: true });
