import { messages } from '@helmsman/domain';
import { customerAreaToaster, type SubmitResult } from '@helmsman/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type AccountFieldsFragment, type AccountQuery, useAccountQuery, useMeQuery } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { toSubmitResult } from '../graphql/form-result.ts';

export interface AccountMutationResult {
  ok: boolean;
  error: { message: string; fieldErrors: readonly { field: string; message: string }[] } | null;
  /** The account after the change; absent for the password, which changes nothing shown. */
  account?: AccountFieldsFragment | null;
}

/** Queries that show account data besides the account's own: the menu header's name comes from these. */
export const NAME_QUERIES: readonly QueryKey[] = [useMeQuery.getKey(), ['Shell']];

/**
 * Runs an account mutation the way every account form wants it: on success the cached account becomes
 * the one the mutation answered (so /accounts and /accounts/editPaymentMethod agree at once), the
 * queries named in `alsoStale` refetch, and the 'Account update' toast shows (spec section 4). On a
 * refusal the form gets the message and the field errors.
 */
export function useAccountUpdate() {
  const queryClient = useQueryClient();
  return async function update(
    mutate: () => Promise<AccountMutationResult>,
    { alsoStale = [] }: { alsoStale?: readonly QueryKey[] } = {},
  ): Promise<SubmitResult> {
    let result: AccountMutationResult;
    try {
      result = await mutate();
    } catch (error) {
      return { formError: errorMessage(error) };
    }
    if (!result.ok) return toSubmitResult(result.error, 'Your account could not be updated.');
    if (result.account) {
      queryClient.setQueryData<AccountQuery>(useAccountQuery.getKey(), { account: result.account });
    }
    // Not awaited: the form closes on the saved data while the others refetch.
    for (const queryKey of alsoStale) void queryClient.invalidateQueries({ queryKey });
    customerAreaToaster.create({
      title: messages.accountUpdateTitle,
      description: messages.accountUpdated,
      type: 'success',
    });
    return undefined;
  };
}
