import { type ChangePasswordValues, messages } from '@helmsman/domain';
import {
  type AccountCallbacks,
  AccountScreen,
  type AccountScreenState,
  type BillingAddressValues,
  type ProfileChange,
  type ShippingAddressValues,
} from '@helmsman/ui';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  type AccountQuery,
  useAccountQuery,
  useChangePasswordMutation,
  useLogoutEverywhereMutation,
  useUpdateBillingAddressMutation,
  useUpdateProfileMutation,
  useUpdateShippingAddressMutation,
} from '../gql/hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { endSession } from '../session/end-session.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { useAccountUpdate } from './account-updates.ts';
import { toAccountView } from './account-view.ts';

/** /accounts: profile, addresses, the card on file and the password. */
export function AccountPage() {
  useDocumentTitle('Account');
  const { brand } = useSiteConfig();
  const account = useAccountQuery();
  const callbacks = useAccountCallbacks();
  return <AccountScreen {...toAccountScreenState(account)} {...callbacks} brand={brand} />;
}

function useAccountCallbacks(): AccountCallbacks {
  const update = useAccountUpdate();
  const updateProfile = useUpdateProfileMutation();
  const updateShipping = useUpdateShippingAddressMutation();
  const updateBilling = useUpdateBillingAddressMutation();
  const changePassword = useChangePasswordMutation();
  const logoutEverywhere = useLogoutEverywhereMutation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return {
    onUpdateProfile: ({ firstName, lastName, email, phone, currentPassword }: ProfileChange) =>
      update(
        'UpdateProfile',
        async () =>
          (
            await updateProfile.mutateAsync({
              input: { firstName, lastName, email, phone, ...(currentPassword && { currentPassword }) },
            })
          ).updateProfile,
      ),
    onUpdateShipping: (input: ShippingAddressValues) =>
      update(
        'UpdateShippingAddress',
        async () => (await updateShipping.mutateAsync({ input })).updateShippingAddress,
      ),
    onUpdateBilling: (input: BillingAddressValues) =>
      update(
        'UpdateBillingAddress',
        async () => (await updateBilling.mutateAsync({ input })).updateBillingAddress,
      ),
    onChangePassword: (input: ChangePasswordValues) =>
      update('ChangePassword', async () => (await changePassword.mutateAsync({ input })).changePassword),
    // Every session ended, this one too: the browser forgets the customer as at /logout.
    onLogoutEverywhere: () =>
      submitForm(
        async () => (await logoutEverywhere.mutateAsync({})).logoutEverywhere,
        messages.somethingWentWrong,
        () => {
          endSession(queryClient);
          navigate('/login', { replace: true });
        },
      ),
  };
}

function toAccountScreenState(account: UseQueryResult<AccountQuery, unknown>): AccountScreenState {
  return toScreenState(account, (data) => ({ state: 'ready', account: toAccountView(data.account) }));
}
