import { couponRoutes } from './coupons.ts';
import { ecomRoutes } from './ecom.ts';
import { orderCreateRoutes } from './order-create.ts';
import { paymentRetryRoutes } from './payment-retry.ts';
import { subscriptionUpdateRoutes } from './subscription-update.ts';
import { upsellRoutes } from './upsells.ts';

/** Commerce: ordering a treatment, coupons, subscription changes, upsells and the v2 cart and checkout. */
export const commerceRoutes = [
  ...orderCreateRoutes,
  ...paymentRetryRoutes,
  ...couponRoutes,
  ...subscriptionUpdateRoutes,
  ...upsellRoutes,
  ...ecomRoutes,
];
