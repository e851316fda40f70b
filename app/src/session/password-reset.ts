import type { ResetRequestValues } from '@helmsman/domain';
import {
  type RequestPasswordResetMutationVariables,
  type UpdatePasswordMutationVariables,
  useRequestPasswordResetMutation,
  useUpdatePasswordMutation,
} from '../gql/hooks.ts';
import { storedClickId } from './click-registration.ts';

export { submitForm, toSubmitResult } from '../graphql/form-result.ts';

/*
 * The password reset mutations, as a module of their own: /reset-password loads it once it has
 * painted (or when a form is sent), so the GraphQL client is not part of the page's first load.
 */

type ResetRequestInput = RequestPasswordResetMutationVariables['input'];

/**
 * The reset request of spec section 3 (clicks_id, token, email): the visit's click id comes from
 * session storage (spec section 4), left out when the visit has none (its registration failed).
 */
export function resetRequestInput(
  values: ResetRequestValues,
  storage?: Pick<Storage, 'getItem'>,
): ResetRequestInput {
  const clickId = storedClickId(storage);
  return clickId === null ? { email: values.email } : { email: values.email, clickId };
}

export function requestPasswordReset(values: ResetRequestValues) {
  return useRequestPasswordResetMutation.fetcher({ input: resetRequestInput(values) })();
}

export function updatePassword(input: UpdatePasswordMutationVariables['input']) {
  return useUpdatePasswordMutation.fetcher({ input })();
}
