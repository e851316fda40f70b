import { messages } from '@helmsman/domain';
import { customerAreaToaster, type SubmitResult } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type AccountFieldsFragment, type AccountQuery, useAccountQuery } from '../gql/hooks.ts';
import { type FormMutationResult, submitForm } from '../graphql/form-result.ts';
import { invalidateStale, type MutationName } from '../graphql/stale-queries.ts';

export interface AccountMutationResult extends FormMutationResult {
  /** The account after the change; absent for the password, which changes nothing shown. */
  account?: AccountFieldsFragment | null;
}

/** The account forms' mutations (each answers the account it changed, but the password). */
type AccountMutation = Extract<
  MutationName,
  | 'UpdateProfile'
  | 'UpdateShippingAddress'
  | 'UpdateBillingAddress'
  | 'UpdatePaymentMethod'
  | 'ChangePassword'
>;

/**
 * Runs an account mutation the way every account form wants it: on success the cached account becomes
 * the one the mutation answered (so /accounts and /accounts/editPaymentMethod agree at once), what the
 * mutation makes stale refetches (graphql/stale-queries.ts), and the 'Account update' toast shows
 * (spec section 4). On a refusal the form gets the message and the field errors.
 */
export function useAccountUpdate() {
  const queryClient = useQueryClient();
  return function update(
    mutation: AccountMutation,
    mutate: () => Promise<AccountMutationResult>,
  ): Promise<SubmitResult> {
    return submitForm(mutate, 'Your account could not be updated.', (result) => {
      if (result.account) {
        queryClient.setQueryData<AccountQuery>(useAccountQuery.getKey(), { account: result.account });
      }
      // Not awaited: the form closes on the saved data while the others refetch.
      invalidateStale(queryClient, mutation);
      customerAreaToaster.create({
        title: messages.accountUpdateTitle,
        description: messages.accountUpdated,
        type: 'success',
      });
    });
  };
}
