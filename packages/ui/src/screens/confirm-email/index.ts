export { ConfirmEmailScreen, type ConfirmEmailScreenProps } from './confirm-email-screen.tsx';
