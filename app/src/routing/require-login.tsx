import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginStore } from '../state/login-store.ts';
import { RedirectHome } from './logged-in-home.tsx';
import { loginPathFor } from './safe-next.ts';

/** Customer pages: a logged-out visitor goes to /login, which brings them back here afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSnapshot(loginStore);
  const [location] = useLocation();
  const search = useSearch();
  if (!isLoggedIn) return <Redirect to={loginPathFor(location, search)} replace />;
  return children;
}

/**
 * Login-only pages (login, password reset): a logged-in customer goes to `to`, by default the site
 * configuration's loggedInRedirect (spec section 6).
 */
export function LoggedOutOnly({ children, to }: { children: ReactNode; to?: string }) {
  const { isLoggedIn } = useSnapshot(loginStore);
  if (isLoggedIn) return to ? <Redirect to={to} replace /> : <RedirectHome />;
  return children;
}
