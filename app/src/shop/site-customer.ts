import type { SiteCustomer } from '@helmsman/ui';
import { proxy, useSnapshot } from 'valtio';
import { useLoggedInWatcher } from '../session/use-logged-in-watcher.ts';
import { loginStore } from '../state/login-store.ts';

/**
 * The customer the site header names, kept by watch-site-customer.ts from the Me query. A store of its
 * own so the public pages read it without loading the GraphQL client before their first paint.
 */
export const siteCustomer = proxy<{ customer: SiteCustomer | null }>({ customer: null });

const loadSiteCustomerWatcher = async () => (await import('./watch-site-customer.ts')).watchSiteCustomer;

/**
 * The logged-in customer's name for the header, once known; null for a visitor. The Me query (and the
 * data cache) loads only for a logged-in browser, after the page has rendered.
 */
export function useSiteCustomer(): SiteCustomer | null {
  const { isLoggedIn } = useSnapshot(loginStore);
  const { customer } = useSnapshot(siteCustomer);
  useLoggedInWatcher(isLoggedIn, loadSiteCustomerWatcher);
  return isLoggedIn ? customer : null;
}
