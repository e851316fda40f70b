import type { LoginValues } from '@helmsman/domain';
import type { SubmitResult } from '@helmsman/ui';
import { mergeVisitorCart } from '../cart/merge-visitor-cart.ts';
import { queryClient } from '../data-provider.tsx';
import { useLoginMutation, useMeQuery } from '../gql/hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { loginFailed, loginSucceeded } from '../state/login-store.ts';

/**
 * Logs in with the Login mutation. A module of its own, loaded by the login page once it has painted
 * (or at the latest when the form is sent): the GraphQL client and the data cache are not needed
 * before. Resolves `undefined` once logged in and the visitor's cart merged (the caller navigates
 * on), or what the form shows.
 */
export async function logIn(values: LoginValues): Promise<SubmitResult> {
  const outcome = await submitForm(
    async () => {
      const { login: result } = await useLoginMutation.fetcher({ input: values })();
      return { ...result, ok: result.ok && result.customer != null };
    },
    'Login failed.',
    ({ customer }) => {
      if (!customer) return;
      queryClient.setQueryData(useMeQuery.getKey(), { me: customer });
      loginSucceeded(customer.leadsId);
    },
  );
  if (outcome) loginFailed();
  else await mergeVisitorCart();
  return outcome;
}
