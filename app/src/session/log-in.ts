import type { LoginValues } from '@helmsman/domain';
import type { SubmitResult } from '@helmsman/ui';
import { queryClient } from '../data-provider.tsx';
import { useLoginMutation, useMeQuery } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { loginFailed, loginSucceeded } from '../state/login-store.ts';

/**
 * Logs in with the Login mutation. A module of its own, loaded by the login page once it has painted
 * (or at the latest when the form is sent): the GraphQL client and the data cache are not needed
 * before. Resolves `undefined` once logged in (the caller navigates on), or what the form shows.
 */
export async function logIn(values: LoginValues): Promise<SubmitResult> {
  try {
    const { login: result } = await useLoginMutation.fetcher({ input: values })();
    if (!result.ok || !result.customer) {
      loginFailed();
      return {
        formError: result.error?.message ?? 'Login failed.',
        fieldErrors: Object.fromEntries((result.error?.fieldErrors ?? []).map((e) => [e.field, e.message])),
      };
    }
    queryClient.setQueryData(useMeQuery.getKey(), { me: result.customer });
    loginSucceeded(result.customer.leadsId);
    return undefined;
  } catch (error) {
    loginFailed();
    return { formError: errorMessage(error) };
  }
}
