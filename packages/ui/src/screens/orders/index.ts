export { OrdersScreen } from './orders-screen.tsx';
export type {
  OnOrderAction,
  OrderActionResult,
  OrderActionStatus,
  OrderItemView,
  OrdersScreenProps,
  OrdersScreenState,
  OrdersSectionProblem,
  OrderView,
  PendingOrderView,
  ShippingAddressView,
} from './types.ts';
