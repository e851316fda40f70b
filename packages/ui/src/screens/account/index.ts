export { AccountScreen } from './account-screen.tsx';
export type {
  AccountAddressView,
  AccountCallbacks,
  AccountScreenProps,
  AccountScreenState,
  AccountView,
  BillingAddressValues,
  ProfileChange,
  ShippingAddressValues,
} from './types.ts';
