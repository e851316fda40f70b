import type { Route } from './http/route.ts';
import { accountSubscriptionRoutes } from './resources/account-subscriptions.ts';
import { cardRoutes } from './resources/cards.ts';
import { clickRoutes } from './resources/clicks.ts';
import { commerceRoutes } from './resources/commerce.ts';
import { contactChangeRoutes } from './resources/contact-change.ts';
import { doctorRoutes } from './resources/doctor.ts';
import { feedbackRoutes } from './resources/feedback.ts';
import { measurementRoutes } from './resources/measurements.ts';
import { messagingRoutes } from './resources/messaging.ts';
import { orderRoutes } from './resources/orders.ts';
import { passwordChangeRoutes } from './resources/password-change.ts';
import { passwordResetRoutes } from './resources/password-reset.ts';
import { patientDataRoutes } from './resources/patient-data.ts';
import { productPreferenceRoutes } from './resources/product-preferences.ts';
import { profileRoutes } from './resources/profile.ts';
import { questionnaireRoutes } from './resources/questionnaire.ts';
import { sessionRoutes } from './resources/sessions.ts';
import { signupRoutes } from './resources/signup.ts';
import { smsAuthRoutes } from './resources/sms-auth.ts';
import { uploadRoutes } from './resources/uploads.ts';
import { visitRoutes } from './resources/visits.ts';

/**
 * Every call this server answers, one resource module per line. A new call goes into its resource's
 * module (or a new module listed here); createApp mounts exactly this table.
 */
export const routes: readonly Route[] = [
  ...sessionRoutes,
  ...orderRoutes,
  // Account & identity
  ...signupRoutes,
  ...passwordResetRoutes,
  ...passwordChangeRoutes,
  ...profileRoutes,
  ...contactChangeRoutes,
  ...accountSubscriptionRoutes,
  ...cardRoutes,
  ...smsAuthRoutes,
  ...measurementRoutes,
  // Messaging, leads & uploads
  ...messagingRoutes,
  ...feedbackRoutes,
  ...clickRoutes,
  ...patientDataRoutes,
  ...doctorRoutes,
  ...uploadRoutes,
  // Online visit & clinical
  ...visitRoutes,
  ...productPreferenceRoutes,
  ...questionnaireRoutes,
  // Commerce
  ...commerceRoutes,
];
