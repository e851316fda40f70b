import type { LoginValues } from '@helmsman/domain';
import { LoginScreen, type SubmitResult } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useLoginMutation, useMeQuery } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { safeNext } from '../routing/safe-next.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { loginFailed, loginSucceeded } from '../state/login-store.ts';

export function LoginPage() {
  useDocumentTitle('Log in');
  const [, navigate] = useLocation();
  const { brand, loggedInRedirect } = useSiteConfig();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'), loggedInRedirect);
  const queryClient = useQueryClient();
  const login = useLoginMutation();

  async function submit(values: LoginValues): Promise<SubmitResult> {
    try {
      const { login: result } = await login.mutateAsync({ input: values });
      if (!result.ok || !result.customer) {
        loginFailed();
        return {
          formError: result.error?.message ?? 'Login failed.',
          fieldErrors: Object.fromEntries((result.error?.fieldErrors ?? []).map((e) => [e.field, e.message])),
        };
      }
      queryClient.setQueryData(useMeQuery.getKey(), { me: result.customer });
      loginSucceeded(result.customer.leadsId);
      navigate(next, { replace: true });
      return undefined;
    } catch (error) {
      loginFailed();
      return { formError: errorMessage(error) };
    }
  }

  return <LoginScreen onSubmit={submit} brand={brand} />;
}
