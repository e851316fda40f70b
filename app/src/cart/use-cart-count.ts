import { useSnapshot } from 'valtio';
import { useLoggedInWatcher } from '../session/use-logged-in-watcher.ts';
import { loginStore } from '../state/login-store.ts';
import { serverCartCount } from './cart-count-store.ts';
import { visitorCart, visitorCartCount } from './visitor-cart.ts';

const loadServerCartCount = async () => (await import('./server-cart-count.ts')).watchServerCartCount;

/**
 * The site header's badge, in agreement with the drawer (site-cart-drawer.tsx; a module apart so the
 * header does not bring the drawer into a public page's first load): the visitor's local bottles, or the
 * customer's server cart count (kept by server-cart-count.ts, loaded after the page has painted).
 */
export function useCartCount(): number {
  const { isLoggedIn } = useSnapshot(loginStore);
  const { items } = useSnapshot(visitorCart);
  const { count } = useSnapshot(serverCartCount);
  useLoggedInWatcher(isLoggedIn, loadServerCartCount);
  return isLoggedIn ? count : visitorCartCount(items);
}
