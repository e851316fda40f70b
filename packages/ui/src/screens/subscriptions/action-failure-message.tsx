import { messages } from '@helmsman/domain';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import type { ActionFailure } from './use-subscription-action.ts';

/** Where a declined or missing card is fixed (as the orders page's billing notice links). */
export const PAYMENT_METHOD_PATH = '/accounts/editPaymentMethod';

/** Spec section 8: every failed change says 'Failed to update subscription.'; the detail says why. */
export function ActionFailureMessage({ failure }: { failure: ActionFailure }) {
  return (
    <InlineMessage
      status="error"
      title={messages.failedUpdateSubscription}
      actions={
        failure.paymentProblem ? (
          <Link href={PAYMENT_METHOD_PATH} variant="standalone">
            Update payment method
          </Link>
        ) : null
      }
    >
      {failure.detail ?? 'Nothing was changed. Please try again.'}
    </InlineMessage>
  );
}
