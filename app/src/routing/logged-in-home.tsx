import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { siteConfigStore } from '../site/site-config-store.ts';

/**
 * Where a logged-in customer belongs: the site configuration's loggedInRedirect (spec section 6).
 * Null until the configuration is known, so a redirect never goes to the built-in default of a
 * deployment that configured another page; the defaults apply if it cannot be loaded.
 */
export function useLoggedInHome(): string | null {
  const { status, config } = useSnapshot(siteConfigStore);
  return status === 'loading' ? null : config.loggedInRedirect;
}

/** Unknown paths: the customer's home page. */
export function RedirectHome() {
  const home = useLoggedInHome();
  return home ? <Redirect to={home} replace /> : null;
}
