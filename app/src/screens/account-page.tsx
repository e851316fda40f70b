import type { ChangePasswordValues, ProfileValues } from '@helmsman/domain';
import {
  type AccountCallbacks,
  AccountScreen,
  type AccountScreenState,
  type BillingAddressValues,
  type ShippingAddressValues,
} from '@helmsman/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  type AccountQuery,
  useAccountQuery,
  useChangePasswordMutation,
  useUpdateBillingAddressMutation,
  useUpdateProfileMutation,
  useUpdateShippingAddressMutation,
} from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { NAME_QUERIES, useAccountUpdate } from './account-updates.ts';
import { toAccountView } from './account-view.ts';

/** /accounts: profile, addresses, the card on file and the password. */
export function AccountPage() {
  useDocumentTitle('Account');
  const { brand } = useSiteConfig();
  const account = useAccountQuery();
  const callbacks = useAccountCallbacks();
  return <AccountScreen {...toScreenState(account)} {...callbacks} brand={brand} />;
}

function useAccountCallbacks(): AccountCallbacks {
  const update = useAccountUpdate();
  const updateProfile = useUpdateProfileMutation();
  const updateShipping = useUpdateShippingAddressMutation();
  const updateBilling = useUpdateBillingAddressMutation();
  const changePassword = useChangePasswordMutation();
  return {
    onUpdateProfile: ({ firstName, lastName, email, phone }: ProfileValues) =>
      update(
        async () =>
          (await updateProfile.mutateAsync({ input: { firstName, lastName, email, phone } })).updateProfile,
        {
          // The menu header shows the name.
          alsoStale: NAME_QUERIES,
        },
      ),
    onUpdateShipping: (input: ShippingAddressValues) =>
      update(async () => (await updateShipping.mutateAsync({ input })).updateShippingAddress),
    onUpdateBilling: (input: BillingAddressValues) =>
      update(async () => (await updateBilling.mutateAsync({ input })).updateBillingAddress),
    onChangePassword: (input: ChangePasswordValues) =>
      update(async () => (await changePassword.mutateAsync({ input })).changePassword),
  };
}

function toScreenState(account: UseQueryResult<AccountQuery, unknown>): AccountScreenState {
  if (account.isPending) return { state: 'loading' };
  if (account.isError)
    return { state: 'error', message: errorMessage(account.error), onRetry: () => void account.refetch() };
  return { state: 'ready', account: toAccountView(account.data.account) };
}
