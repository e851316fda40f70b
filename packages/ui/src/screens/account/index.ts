export {
  type AccountAddressView,
  type AccountCallbacks,
  AccountScreen,
  type AccountScreenProps,
  type AccountScreenState,
  type AccountView,
  type BillingAddressValues,
  type ProfileChange,
  type ShippingAddressValues,
} from './account-screen.tsx';
