import { SiteLayout, useHydrated } from '@helmsman/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useCartCount } from '../cart/use-cart-count.ts';
import { usePageIdle } from '../routing/use-page-idle.ts';
import { useFeature, useSiteConfig } from '../site/use-site-config.ts';
import { cartDrawerStore, openCartDrawer } from '../state/cart-drawer-store.ts';
import { loginStore } from '../state/login-store.ts';
import { useSiteCustomer } from './site-customer.ts';

// The drawer (Ark's dialog, ~28 KiB gzip) loads once the page is idle after hydrating, or at once when
// the cart is opened before that; never before the page paints.
const SiteCartDrawer = lazy(async () => ({
  default: (await import('../cart/site-cart-drawer.tsx')).SiteCartDrawer,
}));

function openLoginSlider(): void {
  loginStore.isVisible = true;
}

/**
 * The shop's public pages (/, /shop, a product page) inside the site layout: Log in or the customer's
 * name, and the cart with its badge and drawer. The prerendered HTML, and the first render that
 * hydrates it, are a visitor's with an empty cart and plain links (/login, /cart) that work before
 * JavaScript; the slider, the drawer, the visitor's stored cart and the customer's name come after.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { brand, tagline, supportEmail, supportPhone } = useSiteConfig();
  const loginOn = useFeature('login');
  const hydrated = useHydrated();
  const customer = useSiteCustomer();
  const cartCount = useCartCount();
  const idle = usePageIdle();
  const { requested } = useSnapshot(cartDrawerStore);
  return (
    <SiteLayout
      brand={brand}
      tagline={tagline}
      supportEmail={supportEmail}
      supportPhone={supportPhone}
      currentPath={path}
      customer={hydrated ? customer : null}
      onLogIn={hydrated && loginOn ? openLoginSlider : undefined}
      cartCount={hydrated ? cartCount : 0}
      onOpenCart={hydrated ? () => openCartDrawer(path) : undefined}
    >
      {children}
      {hydrated && (idle || requested) ? (
        <Suspense fallback={null}>
          <SiteCartDrawer />
        </Suspense>
      ) : null}
    </SiteLayout>
  );
}
