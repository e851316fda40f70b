export {
  type OrderItemView,
  OrdersScreen,
  type OrdersScreenProps,
  type OrdersScreenState,
  type OrderView,
  type PendingOrderView,
  type ShippingAddressView,
} from './orders-screen.tsx';
