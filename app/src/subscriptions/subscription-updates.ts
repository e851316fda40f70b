import { type CancelReason, formatDate, priceLabel, type SubscriptionStatus } from '@helmsman/domain';
import type { SubscriptionActionResult, SubscriptionRequest, SubscriptionView } from '@helmsman/ui';
import type {
  SubscriptionAction as GraphQLAction,
  SubscriptionCancelReason,
  SubscriptionFieldsFragment,
  SubscriptionsQuery,
  UpdateSubscriptionInput,
  UpdateSubscriptionMutation,
} from '../gql/hooks.ts';

/** A subscription from the gateway as the design system's screen takes it (the domain's lower-case codes). */
export function toSubscriptionView(subscription: SubscriptionFieldsFragment): SubscriptionView {
  return {
    ...subscription,
    status: subscription.status.toLowerCase() as SubscriptionStatus,
  };
}

/** What the screen asked for, as the mutation's input. */
export function toUpdateInput(request: SubscriptionRequest): UpdateSubscriptionInput {
  const base = {
    subscriptionId: request.subscriptionId,
    action: request.action.toUpperCase() as GraphQLAction,
  };
  switch (request.action) {
    case 'change_frequency':
      return { ...base, frequency: request.frequency };
    case 'cancel':
      return {
        ...base,
        reason: request.reason.toUpperCase() as SubscriptionCancelReason,
        ...(request.note ? { note: request.note } : {}),
      };
    default:
      return base;
  }
}

type UpdateResult = UpdateSubscriptionMutation['updateSubscription'];

/** The mutation's answer as the screen's outcome: the card shows the detail, and a link for card problems. */
export function toActionResult(result: UpdateResult): SubscriptionActionResult {
  if (result.ok && result.subscription) return { ok: true };
  return {
    ok: false,
    detail: result.error?.detail ?? null,
    paymentProblem: result.error?.code === 'PAYMENT',
  };
}

/** The cached list with one subscription replaced by its new state. */
export function withSubscription(
  cached: SubscriptionsQuery | undefined,
  updated: SubscriptionFieldsFragment,
): SubscriptionsQuery | undefined {
  if (!cached) return cached;
  return {
    subscriptions: cached.subscriptions.map((subscription) =>
      subscription.id === updated.id ? updated : subscription,
    ),
  };
}

/** Side effects are a clinical matter: the doctor should hear of them, not only the shop. */
const afterCancel = (reason: CancelReason) =>
  reason === 'side_effects' ? ' If you had side effects, please tell your doctor in Messages.' : '';

/** The success toast of each change: what happened, and the date or price that changed. */
export function successToast(
  request: SubscriptionRequest,
  subscription: SubscriptionFieldsFragment,
): { title: string; description: string } {
  const name = subscription.productName;
  const next = subscription.nextShipDate ? formatDate(subscription.nextShipDate) : null;
  switch (request.action) {
    case 'skip':
      return { title: 'Shipment skipped', description: `Your next ${name} shipment is on ${next}.` };
    case 'ship_now':
      return {
        title: 'Shipment ordered',
        description: `${name} ships today. The following shipment is on ${next}.`,
      };
    case 'change_frequency':
      return {
        title: 'Frequency changed',
        description: `${name}: ${subscription.frequencyText}, ${priceLabel(subscription.priceCents / 100, subscription.frequency)}.`,
      };
    case 'pause':
      return { title: 'Subscription paused', description: `Nothing ships until you resume ${name}.` };
    case 'resume':
      return { title: 'Subscription resumed', description: `Your next ${name} shipment is on ${next}.` };
    case 'cancel':
      return {
        title: 'Subscription cancelled',
        description: `${name} is cancelled; you can reactivate it at any time.${afterCancel(request.reason)}`,
      };
    case 'reactivate':
      return { title: 'Subscription reactivated', description: `Your next ${name} shipment is on ${next}.` };
  }
}
