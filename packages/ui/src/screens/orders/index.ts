export {
  type OrderItemView,
  type OrdersScreenProps,
  type OrdersScreenState,
  type OrderView,
  type PendingOrderView,
  type ShippingAddressView,
  OrdersScreen,
} from './orders-screen.tsx';
