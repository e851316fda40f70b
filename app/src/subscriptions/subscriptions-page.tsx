import {
  customerAreaToaster,
  type SubscriptionActionResult,
  type SubscriptionRequest,
  SubscriptionsScreen,
  type SubscriptionsScreenState,
} from '@helmsman/ui';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import {
  type SubscriptionsQuery,
  useSubscriptionsQuery,
  useUpdateSubscriptionMutation,
} from '../gql/hooks.ts';
import { useIntentKeys } from '../graphql/intent-keys.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import {
  successToast,
  toActionResult,
  toSubscriptionView,
  toUpdateInput,
  withSubscription,
} from './subscription-updates.ts';

/** /subscriptions: the customer's subscriptions and every change they can make to them. */
export function SubscriptionsPage() {
  useDocumentTitle('Subscriptions');
  const { brand } = useSiteConfig();
  const subscriptions = useSubscriptionsQuery();
  const onAction = useSubscriptionAction();
  return (
    <SubscriptionsScreen {...toSubscriptionsScreenState(subscriptions)} onAction={onAction} brand={brand} />
  );
}

function toSubscriptionsScreenState(
  query: UseQueryResult<SubscriptionsQuery, unknown>,
): SubscriptionsScreenState {
  return toScreenState(query, (data) => ({
    state: 'ready',
    subscriptions: data.subscriptions.map(toSubscriptionView),
  }));
}

/**
 * One change: on success the cached list takes the subscription the mutation answered (so the page
 * shows it at once, without a refetch), the other pages' queries go stale, and a toast says what
 * changed. Any failure resolves as one the screen shows as 'Failed to update subscription.'.
 */
function useSubscriptionAction() {
  const queryClient = useQueryClient();
  const update = useUpdateSubscriptionMutation();
  // A repeated action (a double click, 'try again' after an unknown outcome) sends the same key: a ship
  // now is charged once.
  const intents = useIntentKeys();
  return async (request: SubscriptionRequest): Promise<SubscriptionActionResult> => {
    const input = toUpdateInput(request);
    const markStale = () => invalidateStale(queryClient, 'UpdateSubscription', { input });
    let result: Awaited<ReturnType<typeof update.mutateAsync>>['updateSubscription'];
    try {
      result = (
        await intents.send(input, (idempotencyKey) =>
          update.mutateAsync({ input: { ...input, idempotencyKey } }),
        )
      ).updateSubscription;
    } catch {
      // Unknown outcome (network, masked error): the list refetches so it shows what really happened.
      void queryClient.invalidateQueries({ queryKey: useSubscriptionsQuery.getKey() });
      markStale();
      return { ok: false };
    }
    const updated = result.ok ? result.subscription : null;
    if (!updated) {
      // A declined ship now leaves a declined order and a billing flag behind.
      if (result.error?.code === 'PAYMENT') markStale();
      return toActionResult(result);
    }
    queryClient.setQueryData<SubscriptionsQuery>(useSubscriptionsQuery.getKey(), (cached) =>
      withSubscription(cached, updated),
    );
    markStale();
    customerAreaToaster.create({ ...successToast(request, updated), type: 'success' });
    return { ok: true };
  };
}
