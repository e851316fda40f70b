import { type VisitCategory, visitStartPath } from '@helmsman/domain';

/**
 * The visit's pages after the state picker, in order: account → phone → questions (their own paths,
 * `visitQuestionPath`) → result (the risk assessment) → photo → treatment (product preferences) →
 * add-ons (upsells) → payment (shipping, card, the treatment order) → confirmation. Each step is its own
 * URL, so Back works and a reload resumes where it was; none carries a health answer.
 */

/** The visit's account step: sign-up inline or the login slider. */
export const visitAccountPath = (category: VisitCategory) => `${visitStartPath(category)}/account`;

/** The visit's phone step, between the account and the questions. */
export const visitPhonePath = (category: VisitCategory) => `${visitStartPath(category)}/phone`;

/** After the last answer: the risk assessment (eligible, needs a doctor's decision, or a stop). */
export const visitResultPath = (category: VisitCategory) => `${visitStartPath(category)}/result`;

/** The photo or ID upload. */
export const visitPhotoPath = (category: VisitCategory) => `${visitStartPath(category)}/photo`;

/** Product preferences: frequency, drug, dosage, the category's own preferences, ship frequency. */
export const visitTreatmentPath = (category: VisitCategory) => `${visitStartPath(category)}/treatment`;

/** Upsells: the shop's products offered beside the treatment, never required. */
export const visitAddOnsPath = (category: VisitCategory) => `${visitStartPath(category)}/add-ons`;

/** Shipping address and card, then the treatment order (/order/create/). */
export const visitPaymentPath = (category: VisitCategory) => `${visitStartPath(category)}/payment`;

/** The confirmation of the treatment order `orderNumber`: the doctor, when to expect the review. */
export const visitConfirmationPath = (category: VisitCategory, orderNumber: number | string) =>
  `${visitStartPath(category)}/confirmation/${orderNumber}`;
