export {
  SubscriptionsScreen,
  type SubscriptionsScreenProps,
  type SubscriptionsScreenState,
} from './subscriptions-screen.tsx';
export type {
  OnSubscriptionAction,
  SubscriptionActionResult,
  SubscriptionRequest,
  SubscriptionView,
} from './types.ts';
