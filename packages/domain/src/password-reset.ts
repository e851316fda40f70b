import * as yup from 'yup';
import { updatePasswordSchema } from './schemas.ts';

/**
 * The reset token of an e-mailed link (its `id` parameter): opaque and URL-safe. Anything else cannot
 * be a link the shop sent, so it is refused before it reaches the legacy API.
 */
export const passwordResetTokenSchema = yup
  .string()
  .required('This password reset link is not valid.')
  .max(512, 'This password reset link is not valid.')
  .matches(/^[A-Za-z0-9_-]+$/, 'This password reset link is not valid.');

/** Update mode of /reset-password as the gateway receives it: the form's fields plus the link's token. */
export const passwordUpdateSchema = updatePasswordSchema.shape({ token: passwordResetTokenSchema });
export type PasswordUpdateValues = yup.InferType<typeof passwordUpdateSchema>;
