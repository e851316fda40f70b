import type { CardValues } from '@helmsman/domain';
import { PaymentMethodScreen, type PaymentMethodScreenState } from '@helmsman/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  type AccountQuery,
  useAccountQuery,
  useOrdersQuery,
  useUpdatePaymentMethodMutation,
} from '../gql/hooks.ts';
import { useIntentKeys } from '../graphql/intent-keys.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { useAccountUpdate } from './account-updates.ts';
import { toAccountView } from './account-view.ts';

/**
 * /accounts/editPaymentMethod: the card on file (brand, last four, expiry) and a form to replace it.
 * The number and security code live only in the form until the mutation sends them; what comes back
 * and is cached is the account, whose card is its summary.
 */
export function PaymentMethodPage() {
  useDocumentTitle('Payment method');
  const { brand } = useSiteConfig();
  const account = useAccountQuery();
  // The billing-problem notice of /orders leads here: say why. The page does not wait for it.
  const orders = useOrdersQuery().data?.orders;
  const billingProblem = orders?.billingProblemOrder != null;
  // Once the new card is saved, the declined order offers 'Retry payment': lead the customer back to it.
  const retryPaymentOrder =
    orders?.history?.find((order) => order.number === orders.billingProblemOrder && order.canRetryPayment)
      ?.number ?? null;
  const updatePaymentMethod = useUpdatePaymentMethodMutation();
  const update = useAccountUpdate();
  // A double click or a resubmit after an error that may have saved the card sends the same key.
  const intents = useIntentKeys();

  const submit = (input: CardValues) =>
    update(
      'UpdatePaymentMethod',
      async () =>
        (
          await intents.send(input, (idempotencyKey) =>
            updatePaymentMethod.mutateAsync({ input: { ...input, idempotencyKey } }),
          )
        ).updatePaymentMethod,
    );

  return (
    <PaymentMethodScreen
      {...toPaymentMethodScreenState(account)}
      onSubmit={submit}
      billingProblem={billingProblem}
      retryPaymentOrder={retryPaymentOrder}
      brand={brand}
    />
  );
}

function toPaymentMethodScreenState(
  account: UseQueryResult<AccountQuery, unknown>,
): PaymentMethodScreenState {
  return toScreenState(account, (data) => ({
    state: 'ready',
    current: toAccountView(data.account).paymentMethod,
  }));
}
