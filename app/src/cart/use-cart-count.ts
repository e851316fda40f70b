import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loginStore } from '../state/login-store.ts';
import { serverCartCount } from './cart-count-store.ts';
import { visitorCart, visitorCartCount } from './visitor-cart.ts';

/**
 * The site header's badge, in agreement with the drawer (site-cart-drawer.tsx; a module apart so the
 * header does not bring the drawer into a public page's first load): the visitor's local bottles, or the
 * customer's server cart count (kept by server-cart-count.ts, loaded after the page has painted).
 */
export function useCartCount(): number {
  const { isLoggedIn } = useSnapshot(loginStore);
  const { items } = useSnapshot(visitorCart);
  const { count } = useSnapshot(serverCartCount);
  useEffect(() => {
    if (!isLoggedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./server-cart-count.ts').then(({ watchServerCartCount }) => {
      if (!cancelled) stop = watchServerCartCount();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isLoggedIn]);
  return isLoggedIn ? count : visitorCartCount(items);
}
