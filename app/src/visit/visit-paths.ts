import { type VisitCategory, visitStartPath } from '@helmsman/domain';

/** The visit's account step: sign-up inline or the login slider. */
export const visitAccountPath = (category: VisitCategory) => `${visitStartPath(category)}/account`;

/** The visit's phone step, between the account and the questions. */
export const visitPhonePath = (category: VisitCategory) => `${visitStartPath(category)}/phone`;
