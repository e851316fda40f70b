export { CardSummaryLine } from './card-summary-line.tsx';
export {
  PaymentMethodScreen,
  type PaymentMethodScreenProps,
  type PaymentMethodScreenState,
} from './payment-method-screen.tsx';
