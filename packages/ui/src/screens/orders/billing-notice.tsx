import { formatUsd, messages } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { CreditCardIcon, ShoppingBagIcon } from '../../icons/index.ts';
import type { OrderActionStatus } from './types.ts';

/** 'Retry payment' of the notice, offered once the card on file changed after the decline. */
export interface RetryOffer {
  totalCents: number;
  onRetry: () => void;
  status: OrderActionStatus | null;
}

/**
 * The billing-problem notice (spec section 8). It sends the customer to update the card; once the card
 * on file changed, 'Retry payment' charges this order to it (lapi-server's extension: against a legacy
 * API without it the order never offers a retry). 'Order again' puts the products in the cart instead.
 */
export function BillingNotice({
  canOrderAgain,
  onOrderAgain,
  pending,
  retry,
}: {
  canOrderAgain: boolean;
  onOrderAgain: () => void;
  pending: boolean;
  retry: RetryOffer | null;
}) {
  const retrying = retry?.status?.state === 'pending';
  return (
    <InlineMessage
      status="error"
      live="none"
      actions={
        <>
          {retry ? (
            <Button size="sm" loading={retrying} loadingText="Paying…" onClick={retry.onRetry}>
              <CreditCardIcon aria-hidden="true" />
              Retry payment
            </Button>
          ) : null}
          <Link href="/accounts/editPaymentMethod" variant="standalone">
            Update payment method
          </Link>
          {canOrderAgain && !retry ? (
            <Button
              size="sm"
              variant="outline"
              loading={pending}
              loadingText="Adding to cart…"
              onClick={onOrderAgain}
            >
              <ShoppingBagIcon aria-hidden="true" />
              Order again
            </Button>
          ) : null}
        </>
      }
    >
      <p>{messages.billingProblem}</p>
      <p className={styles.billingNext}>
        {retry
          ? `Your card on file was updated after this payment was declined. Retry payment charges ${formatUsd(retry.totalCents)} to it for this order.`
          : canOrderAgain
            ? 'Updating your card does not charge this order again. Once your card is updated, use Order again to put these items in your cart and check out with the new card.'
            : 'Updating your card does not charge this order again. Once your card is updated, order these items again.'}
      </p>
      {retry?.status?.state === 'failed' ? (
        // Announced: the button the customer pressed stays where it was, the outcome appears here.
        <p role="alert" className={styles.retryFailed}>
          The payment did not go through: {retry.status.message}
        </p>
      ) : null}
    </InlineMessage>
  );
}

const styles = {
  billingNext: css({ mt: '2' }),
  retryFailed: css({ mt: '2', fontWeight: 'semibold' }),
};
