export {
  type BuyAgainStatus,
  type OrderItemView,
  OrdersScreen,
  type OrdersScreenProps,
  type OrdersScreenState,
  type OrdersSectionProblem,
  type OrderView,
  type PendingOrderView,
  type RetryPaymentStatus,
  type ShippingAddressView,
} from './orders-screen.tsx';
