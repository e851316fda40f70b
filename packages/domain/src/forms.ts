/**
 * The yup schemas of the design system's forms, as a module of their own (`@helmsman/domain/forms`).
 * A form loads it, and yup with it (~13 KiB gzip), once it has painted: no page needs them to show
 * itself, only to check what is typed. Those another package validates with are in the index too.
 */
export { messageSchema } from './doctor-messages-schemas.ts';
export { measurementSchema } from './health-data-schemas.ts';
export { toVisitAnswer, visitAnswerFormSchema } from './online-visit-schemas.ts';
export {
  addressSchema,
  cardSchema,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  resetRequestSchema,
  signupSchema,
  updatePasswordSchema,
  validateWith,
} from './schemas.ts';
export { cancelSubscriptionSchema } from './subscriptions-schemas.ts';
export { visitFeedbackSchema, visitSurveySchema } from './visit-confirmation-schemas.ts';
