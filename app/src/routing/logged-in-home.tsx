import { defaultSiteConfig } from '@helmsman/domain';
import { Redirect } from 'wouter';
import { useSiteConfigQuery } from '../gql/hooks.ts';

/**
 * Where a logged-in customer belongs: the site configuration's loggedInRedirect (spec section 6).
 * Null until the configuration is known, so a redirect never goes to the built-in default of a
 * deployment that configured another page; the defaults apply if it cannot be loaded.
 */
export function useLoggedInHome(): string | null {
  // The same query and options as useSiteConfig: one request, one cache entry.
  const query = useSiteConfigQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (query.isPending) return null;
  return query.data?.siteConfig.loggedInRedirect ?? defaultSiteConfig.loggedInRedirect;
}

/** Unknown paths: the customer's home page. */
export function RedirectHome() {
  const home = useLoggedInHome();
  return home ? <Redirect to={home} replace /> : null;
}
