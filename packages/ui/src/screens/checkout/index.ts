export { CheckoutConfirmationScreen } from './checkout-confirmation-screen.tsx';
export { CheckoutPaymentScreen } from './checkout-payment-screen.tsx';
export { CheckoutShippingScreen } from './checkout-shipping-screen.tsx';
export { CheckoutSteps } from './checkout-steps.tsx';
export { CheckoutUpsellScreen } from './checkout-upsell-screen.tsx';
export {
  CHECKOUT_STEPS,
  type CheckoutAddressView,
  type CheckoutConfirmationScreenProps,
  type CheckoutCustomerView,
  type CheckoutPayment,
  type CheckoutPaymentScreenProps,
  type CheckoutShippingScreenProps,
  type CheckoutStep,
  type CheckoutSummaryView,
  type CheckoutUpsellScreenProps,
  type UpsellOfferView,
} from './types.ts';
