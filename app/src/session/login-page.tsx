import { type LoginValues, safeNext } from '@helmsman/domain';
import { LoginScreen, type SubmitResult } from '@helmsman/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { afterFirstPaint } from '../routing/after-first-paint.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';

/** The Login mutation and the data cache: loaded once the page has painted, or when the form is sent. */
const loadLogIn = () => import('./log-in.ts');

export function LoginPage() {
  useDocumentTitle('Log in');
  const [, navigate] = useLocation();
  const { brand, loggedInRedirect } = useSiteConfig();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'), loggedInRedirect);

  useEffect(() => {
    void afterFirstPaint().then(loadLogIn);
  }, []);

  async function submit(values: LoginValues): Promise<SubmitResult> {
    const { logIn } = await loadLogIn();
    const result = await logIn(values);
    if (result === undefined) navigate(next, { replace: true });
    return result;
  }

  return <LoginScreen onSubmit={submit} brand={brand} />;
}
