export {
  CartDrawer,
  type CartDrawerProps,
  type CartDrawerState,
  type CartItemView,
} from './cart-drawer.tsx';
export type { AppliedCouponView, CouponOutcome } from './coupon-form.tsx';
