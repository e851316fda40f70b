export {
  type PasswordResetRequestProps,
  PasswordResetScreen,
  type PasswordResetScreenProps,
  type PasswordResetUpdateProps,
  type ResetRequestResult,
} from './password-reset-screen.tsx';
