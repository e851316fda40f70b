export { VisitAccountScreen, type VisitAccountScreenProps } from './visit-account-screen.tsx';
export { VisitPhoneScreen, type VisitPhoneScreenProps } from './visit-phone-screen.tsx';
