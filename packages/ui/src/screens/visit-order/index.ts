export { VisitAddOnsScreen, type VisitAddOnsScreenProps } from './visit-add-ons-screen.tsx';
export {
  type VisitOrderValues,
  VisitPaymentScreen,
  type VisitPaymentScreenProps,
  type VisitTreatmentLineView,
} from './visit-payment-screen.tsx';
