import { CartDrawer, type CartItemView } from '@helmsman/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { cartDrawerStore, closeCartDrawer } from '../state/cart-drawer-store.ts';
import { loginStore } from '../state/login-store.ts';
import { serverCartCount } from './cart-count-store.ts';
import {
  removeVisitorItem,
  type VisitorCartState,
  visitorCart,
  visitorCartCount,
  visitorSubtotalCents,
} from './visitor-cart.ts';

const CustomerSiteCartDrawer = lazy(async () => ({
  default: (await import('./customer-site-cart-drawer.tsx')).CustomerSiteCartDrawer,
}));

function toItemView(item: VisitorCartState['items'][number]): CartItemView {
  return {
    productId: item.product_id,
    name: item.name,
    image: item.img,
    frequency: item.frequency,
    price: item.price,
    quantity: item.quantity,
  };
}

/** The visitor's local cart in the drawer. */
function VisitorCartDrawer({ open }: { open: boolean }) {
  const { items } = useSnapshot(visitorCart);
  const subtotalCents = visitorSubtotalCents(items);
  return (
    <CartDrawer
      state="ready"
      items={items.map(toItemView)}
      subtotalCents={subtotalCents}
      totalCents={subtotalCents}
      open={open}
      onOpenChange={(next) => {
        if (!next) closeCartDrawer();
      }}
      onRemove={removeVisitorItem}
      checkoutHref="/checkout"
      shopHref="/shop"
    />
  );
}

/**
 * The cart drawer of the shop's public pages: a visitor's local cart, or a customer's server cart
 * (its chunk, with the GraphQL client, loads when the drawer is first opened). Open on the path it
 * was opened on (state/cart-drawer-store.ts).
 */
export function SiteCartDrawer() {
  const [path] = useLocation();
  const { openOn, requested } = useSnapshot(cartDrawerStore);
  const { isLoggedIn } = useSnapshot(loginStore);
  const open = openOn === path;
  if (!isLoggedIn) return <VisitorCartDrawer open={open} />;
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CustomerSiteCartDrawer open={open} />
    </Suspense>
  );
}

/**
 * The site header's badge, in agreement with the drawer: the visitor's local bottles, or the
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
