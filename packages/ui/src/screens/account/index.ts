export {
  type AccountAddressView,
  type AccountCallbacks,
  AccountScreen,
  type AccountScreenProps,
  type AccountScreenState,
  type AccountView,
  type BillingAddressValues,
  type ShippingAddressValues,
} from './account-screen.tsx';
