import type { ReactNode } from 'react';
import { useSiteConfig } from '../site/use-site-config.ts';
import { FeatureGate } from './feature-gate.tsx';
import { LoggedOutOnly } from './require-login.tsx';

/**
 * The login feature's pages (/login, /reset-password): the no-access page while login is disabled;
 * a customer who is already logged in goes to the site's loggedInRedirect (spec section 6).
 */
export function LoginOnly({ children }: { children: ReactNode }) {
  const { loggedInRedirect } = useSiteConfig();
  return (
    <FeatureGate feature="login">
      <LoggedOutOnly to={loggedInRedirect}>{children}</LoggedOutOnly>
    </FeatureGate>
  );
}
