import type { SubscriptionAction } from '@helmsman/domain';
import type { SubscriptionRequest, SubscriptionView } from './types.ts';
import type { ActionFailure } from './use-subscription-action.ts';

/** What a subscription card hands each of its dialogs. */
export interface SubscriptionDialogProps {
  subscription: SubscriptionView;
  open: boolean;
  onClose: () => void;
  pending: SubscriptionAction | null;
  failure: ActionFailure | null;
  /** Resolves true once the change is saved; the card then closes the dialog. */
  run: (request: SubscriptionRequest) => Promise<boolean>;
  finalFocus: () => HTMLElement | null;
  /** 'YYYY-MM-DD'. */
  today: string;
}
