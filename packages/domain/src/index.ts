/**
 * @helmsman/domain: the rules and texts the app, the gateway, lapi-server and the design system share.
 * A curated list: a name is here when another package uses it (the forms' yup schemas are also
 * '@helmsman/domain/forms', client-address parsing is '@helmsman/domain/net'). Export a new name here
 * when another package needs it.
 */

// The catalogue, subscription frequencies, money and the shop's product pages (spec section 3).

export { isValidStoredCartItem, type StoredCartItem, validateStoredCartItems } from './cart-item.ts';
export {
  catalogue,
  findProduct,
  PRICE_MONTHLY,
  PRICE_QUARTERLY,
  type Product,
  type ProductFamily,
} from './catalogue.ts';
export { type Frequency, frequencyText, priceLabel, UnknownFrequencyError } from './frequency.ts';
export { formatUsd, groupThousands, toCents } from './money.ts';
export {
  bestSavingsPercent,
  clampQuantity,
  familyFromSlug,
  fromPrice,
  PRODUCT_QUANTITY_MAX,
  productPath,
  purchaseOptions,
  SHOP_FAMILIES,
  savingsLabel,
  savingsPercent,
} from './shop.ts';
export {
  defaultVisitTreatment,
  defaultVisitTreatmentChoices,
  subscriptionFrequencyText,
  treatmentBillingText,
  VISIT_TREATMENTS,
  type VisitTreatment,
  type VisitTreatmentChoice,
  visitTreatmentById,
  visitTreatmentCategoryByName,
  visitTreatmentFor,
} from './visit-treatments.ts';

// Analytics: GA4 ecommerce payloads for window.dataLayer (spec sections 3 and 4).

export {
  type AnalyticsItem,
  type AnalyticsLine,
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  CHECKOUT_STEPS,
  type CheckoutStep,
  type EcommerceEvent,
  HOME_ITEM_LIST,
  type ItemList,
  type PurchaseTotals,
  productLine,
  purchase,
  removeFromCart,
  SHOP_ITEM_LIST,
  storedCartLine,
  upsellStep,
  viewItem,
  viewItemList,
} from './analytics.ts';

// Orders and their actions: declined orders, tracking, resume and buy again.

export {
  buyAgainProducts,
  ORDER_NUMBER_PATTERN,
  orderActionMessages,
  visitCategoryOf,
} from './order-actions.ts';
export { buyAgainSchema, resumeOrderSchema } from './order-actions-schemas.ts';
export { formatDate, isDeclined, ORDER_STATUS_DECLINED, trackingUrl } from './orders.ts';

// Subscriptions: statuses, actions, schedules and the update and cancel forms.

export {
  addDays,
  addMonths,
  availableSubscriptionActions,
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASON_CODES,
  CANCEL_REASONS,
  type CancelReason,
  type FrequencyOption,
  frequencySwitch,
  isRecurringFrequency,
  isSubscriptionStatus,
  nextShipDateAfterSkip,
  quarterlySavingsCents,
  RECURRING_FREQUENCIES,
  type RecurringFrequency,
  runsOutOn,
  SHIPMENT_INTERVAL_MONTHS,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionAction,
  type SubscriptionStatus,
  sameLineProduct,
} from './subscriptions.ts';
export {
  type CancelSubscriptionValues,
  type SubscriptionUpdateValues,
  subscriptionUpdateSchema,
} from './subscriptions-schemas.ts';

// The dashboard's summaries: flags, the next shipment, message excerpts.

export {
  type CustomerFlagKind,
  customerFlagKind,
  customerFlagMeaning,
  messageExcerpt,
  soonestShipment,
} from './dashboard.ts';

// Messages with the doctor: limits, attachments, reply times and dates.

export {
  type AttachmentProblem,
  attachmentProblem,
  doctorShortName,
  MESSAGE_ATTACHMENT_ACCEPT,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  type MessageAttachmentType,
  messageAttachmentTypes,
  messageDay,
  messageDayLabel,
  messagePhotoRules,
  messageReadTime,
  messageTexts,
  messageTime,
  type PhotoRules,
  type ReplyTime,
  replyExpectationText,
  replyWindowText,
  VISIT_PHOTO_ACCEPT,
  VISIT_PHOTO_MAX_BYTES,
  visitPhotoRules,
  visitPhotoTexts,
  visitPhotoTypes,
} from './doctor-messages.ts';
export { type MessageValues, messageSchema } from './doctor-messages-schemas.ts';

// Health data: the weight log, its trend and its form.

export {
  describeWeightChange,
  formatWeight,
  formatWeightChange,
  HEALTH_DATA_NOT_AVAILABLE,
  localIsoDate,
  measurementMessages,
  toTenths,
  utcIsoDate,
  WEIGHT_MAX_LBS,
  WEIGHT_MIN_LBS,
  WEIGHT_UNIT,
  type WeightMeasurement,
  weightTrend,
  weightTrendSummary,
  withWeightChanges,
} from './health-data.ts';
export { type MeasurementValues, measurementSchema } from './health-data-schemas.ts';

// The online visit and product categories: slugs, labels, questions and answers.

export {
  isVisitCategory,
  treatmentPath,
  VISIT_CATEGORIES,
  type VisitAnswer,
  type VisitCategory,
  type VisitProgress,
  type VisitQuestion,
  type VisitQuestionOption,
  type VisitQuestionType,
  visitCategoryFromSlug,
  visitCategoryLabels,
  visitCategorySlug,
  visitQuestionPath,
  visitStartPath,
} from './online-visit.ts';
export { toVisitAnswer, validateVisitAnswer, visitQuestionIdSchema } from './online-visit-schemas.ts';
export {
  type CategoryKind,
  categoryKind,
  hasHealthDataAccess,
  normaliseCategory,
} from './product-category.ts';
export {
  toLegacySurveyAnswers,
  VISIT_FEEDBACK_COMMENT_MAX_LENGTH,
  VISIT_FEEDBACK_CONTEXT,
  VISIT_RATING_MAX,
  VISIT_RATING_MIN,
  VISIT_SURVEY_COMMENT_MAX_LENGTH,
  VISIT_SURVEY_EASE_OPTIONS,
  VISIT_SURVEY_ID,
  VISIT_SURVEY_TIME_OPTIONS,
  type VisitFeedback,
  type VisitSurveyAnswers,
  visitConfirmationMessages,
} from './visit-confirmation.ts';
export { visitFeedbackSchema, visitSurveySchema } from './visit-confirmation-schemas.ts';
export {
  HAIR_CONCERNS,
  HAIR_PRODUCTS,
  type HairConcern,
  type HairProduct,
  SLEEP_TROUBLES,
  type SleepTrouble,
  VISIT_TREATMENT_FREQUENCIES,
  type VisitDrug,
  type VisitPreferenceField,
  type VisitPreferenceValues,
  type VisitTreatmentFrequency,
  visitDosagesFor,
  visitDrugs,
  visitDrugsFor,
  visitPreferenceKind,
  visitPreferenceLabels,
  visitPreferenceMessages,
  visitPreferenceProblems,
} from './visit-preferences.ts';

// Account forms: the yup schemas with the spec's messages, cards, US states, password reset.

export { passwordUpdateSchema } from './password-reset.ts';
export {
  type CardSummary,
  cardBrandName,
  cardSummaryText,
  detectCardBrand,
  formatCardExpiry,
  formatCardNumberInput,
  toCardBrand,
} from './payment-card.ts';
export {
  type AddressValues,
  addressSchema,
  ageOn,
  type CardValues,
  type ChangePasswordValues,
  cardSchema,
  changePasswordSchema,
  dateOfBirthSchema,
  type FieldErrors,
  type LoginValues,
  loginSchema,
  type ProfileValues,
  parseUsDate,
  profileSchema,
  type ResetRequestValues,
  resetRequestSchema,
  type SignupValues,
  signupSchema,
  type UpdatePasswordValues,
  validateWith,
} from './schemas.ts';
export { US_STATES, usStateName } from './us-states.ts';

// Click registration: what a visit reports (spec sections 3, 7 and 8).

export {
  type ClickRegistration,
  clampClickUrl,
  clickParams,
  clickRegistrationSchema,
  deviceTypeOf,
} from './click-registration.ts';

// The site: configuration, redirect safety and the business constants of spec section 9.

export {
  AGE_MAX,
  AGE_MIN,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NUMBER_MAX_DIGITS,
  CART_DRAWER_FULL_WIDTH_BELOW_PX,
  CART_DRAWER_WIDTH_PX,
  CLICK_REGISTRATION_ATTEMPTS,
  DEFAULT_COOKIE_PATH,
  ERROR_NOTICE_MAX_CHARACTERS,
  ERROR_REPORTER_FILTERED_KEYS,
  ERROR_REPORTER_HISTORY,
  ERROR_REPORTER_OFFLINE_QUEUE,
  ERROR_REPORTER_REMOTE_CONFIG_INTERVAL_MS,
  ERROR_REPORTER_TIMEOUT_MS,
  LOCAL_PERSIST_TIMEOUT_MS,
  MENU_WIDTH_PX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESIZE_DEBOUNCE_MS,
  STORAGE_PREFIX,
  TOAST_AUTO_CLOSE_MS,
  TOAST_DRAG_DISMISS_PERCENT,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
  ZIP_LENGTH,
} from './constants.ts';
export { defaultSiteConfig, type FeatureFlags, pageTitle, type SiteConfig } from './site-config.ts';
export { isSiteInternalPath, safeNext } from './site-path.ts';

// The error-message catalogue and what logs must not hold.

export { LOG_REDACTION, scrubSerializedError } from './log-redaction.ts';
export { messages } from './messages.ts';
