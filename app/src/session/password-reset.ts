import {
  type RequestPasswordResetMutationVariables,
  type UpdatePasswordMutationVariables,
  useRequestPasswordResetMutation,
  useUpdatePasswordMutation,
} from '../gql/hooks.ts';

export { submitForm, toSubmitResult } from '../graphql/form-result.ts';

/*
 * The password reset mutations, as a module of their own: /reset-password loads it once it has
 * painted (or when a form is sent), so the GraphQL client is not part of the page's first load.
 */

export function requestPasswordReset(input: RequestPasswordResetMutationVariables['input']) {
  return useRequestPasswordResetMutation.fetcher({ input })();
}

export function updatePassword(input: UpdatePasswordMutationVariables['input']) {
  return useUpdatePasswordMutation.fetcher({ input })();
}
