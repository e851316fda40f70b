import { CustomerShell, PageState } from '@helmsman/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { cartBadgeCount } from '../cart/cart-badge.ts';
import { DataProvider } from '../data-provider.tsx';
import { useCartQuery, useShellQuery } from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { cartDrawerStore, closeCartDrawer, openCartDrawer } from '../state/cart-drawer-store.ts';
import { customerAreaToastsShown } from '../state/toast-regions.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { RequireLogin } from './require-login.tsx';

/**
 * The cart drawer (the dialog machine, focus trap and dismissal: ~10 KiB gzip) is not part of the
 * page's first load: it loads once the page has painted, and is mounted from its first opening on.
 */
const loadCartDrawer = () => import('../cart/customer-cart-drawer.tsx');
const CustomerCartDrawer = lazy(async () => ({ default: (await loadCartDrawer()).CustomerCartDrawer }));

/** Every customer page: login required, inside the customer shell. */
export function CustomerArea({ children }: { children: ReactNode }) {
  return (
    <RequireLogin>
      <DataProvider>
        <CustomerFrame>{children}</CustomerFrame>
      </DataProvider>
    </RequireLogin>
  );
}

/**
 * The shell around a customer page. Spec section 4: a spinner until the customer's data (Query.shell,
 * one round trip) or an error arrives, then the page. The cart drawer's content is fetched the first
 * time it opens, and from then on kept fresh with the rest of the cache.
 */
function CustomerFrame({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { brand } = useSiteConfig();
  const shell = useShellQuery();
  const drawer = useSnapshot(cartDrawerStore);
  const cart = useCartQuery(undefined, { enabled: drawer.requested });

  // The shell's toast region replaces the site's while a customer page is on screen.
  useEffect(customerAreaToastsShown, []);

  useEffect(() => {
    void afterFirstPaint().then(loadCartDrawer);
  }, []);

  // Opened on another page (then Back, or a link): this page starts with it closed.
  useEffect(() => {
    if (cartDrawerStore.openOn !== null && cartDrawerStore.openOn !== path) closeCartDrawer();
  }, [path]);

  const data = shell.data?.shell;
  const cartCount = cartBadgeCount(
    { count: data?.cartCount, updatedAt: shell.dataUpdatedAt },
    { count: cart.data?.cart.itemCount, updatedAt: cart.dataUpdatedAt },
  );

  return (
    <>
      <CustomerShell
        customer={data?.customer ?? null}
        brand={brand}
        currentPath={path}
        hasFlags={data?.hasFlags ?? false}
        cartCount={cartCount}
        onOpenCart={() => openCartDrawer(path)}
        unreadMessages={data?.unreadMessages ?? 0}
        showHealthData={data?.showHealthData ?? false}
        loading={shell.isPending}
        // A failed background refresh keeps the page: only a shell that never loaded is an error.
        error={shell.isError && !data ? errorMessage(shell.error) : null}
        onRetry={() => void shell.refetch()}
      >
        {/* The next page's chunk loads inside the shell: the menu stays, a spinner fills the page. */}
        <Suspense fallback={<PageState state="loading" label="Loading…" />}>{children}</Suspense>
      </CustomerShell>
      {drawer.requested ? (
        <Suspense fallback={null}>
          <CustomerCartDrawer cart={cart} open={drawer.openOn === path} />
        </Suspense>
      ) : null}
    </>
  );
}
