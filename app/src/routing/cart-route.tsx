import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { openCartDrawer } from '../state/cart-drawer-store.ts';
import { useLoggedInHome } from './logged-in-home.tsx';

/**
 * /cart (the Cart link's href: followed in a new tab, without JavaScript, from a bookmark or an old
 * link). The cart is a drawer over the customer's pages, not a page, and the spec shows no cart page:
 * so /cart opens the customer's home page with the drawer open. The address becomes the home page's
 * (replace), so closing the drawer leaves a real page, and Back does not return to a drawer-only URL.
 * Logged in only (routing/route-table.ts).
 */
export function CartRoute() {
  const home = useLoggedInHome();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!home) return;
    openCartDrawer(home);
    navigate(home, { replace: true });
  }, [home, navigate]);
  return null;
}
