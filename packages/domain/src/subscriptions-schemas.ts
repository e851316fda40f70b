import * as yup from 'yup';
import {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASON_CODES,
  type CancelReason,
  RECURRING_FREQUENCIES,
  type RecurringFrequency,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionAction,
  subscriptionMessages,
} from './subscriptions.ts';

const cancelReason = yup
  .mixed<CancelReason>()
  .oneOf([...CANCEL_REASON_CODES, undefined], subscriptionMessages.reasonRequired);

const cancelNote = yup
  .string()
  .trim()
  .max(CANCEL_NOTE_MAX_LENGTH, subscriptionMessages.noteTooLong)
  .when('reason', ([reason], schema) =>
    reason === 'other' ? schema.required(subscriptionMessages.noteRequired) : schema,
  );

/** The cancel form: one of the fixed reasons, and the customer's own words when the reason is "other". */
export const cancelSubscriptionSchema = yup.object({
  reason: cancelReason.required(subscriptionMessages.reasonRequired),
  note: cancelNote,
});
export type CancelSubscriptionValues = yup.InferType<typeof cancelSubscriptionSchema>;

/** A field that belongs to one action only: sending it with another is a mistake, not something to ignore. */
function onlyFor(action: SubscriptionAction) {
  return (value: unknown, context: yup.TestContext) =>
    value === undefined || value === null || context.parent.action === action;
}

/**
 * A change to a subscription as the gateway receives it (codes as the legacy API spells them). The
 * same rules as /subscription/update/, checked before the legacy API is asked.
 */
export const subscriptionUpdateSchema = yup.object({
  subscriptionId: yup
    .string()
    .required('Subscription id is required')
    .matches(/^[1-9]\d{0,9}$/, 'Not a subscription id'),
  action: yup
    .mixed<SubscriptionAction>()
    .oneOf([...SUBSCRIPTION_ACTIONS], 'Unknown action')
    .required('Action is required'),
  frequency: yup
    .mixed<RecurringFrequency>()
    .oneOf([...RECURRING_FREQUENCIES, undefined], 'Unknown frequency')
    .nullable()
    .test('only-for-change-frequency', 'Only for changing the frequency', onlyFor('change_frequency')),
  reason: cancelReason
    .nullable()
    .test('only-for-cancel', 'Only for cancelling', onlyFor('cancel'))
    .when('action', ([action], schema) =>
      action === 'cancel' ? schema.required(subscriptionMessages.reasonRequired) : schema,
    ),
  note: cancelNote.nullable().test('only-for-cancel', 'Only for cancelling', onlyFor('cancel')),
});
export type SubscriptionUpdateValues = yup.InferType<typeof subscriptionUpdateSchema>;
