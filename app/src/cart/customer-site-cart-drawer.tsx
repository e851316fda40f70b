import { useSnapshot } from 'valtio';
import { DataProvider } from '../data-provider.tsx';
import { useCartQuery } from '../gql/hooks.ts';
import { cartDrawerStore } from '../state/cart-drawer-store.ts';
import { CustomerCartDrawer } from './customer-cart-drawer.tsx';

function ServerCartDrawer({ open }: { open: boolean }) {
  const { requested } = useSnapshot(cartDrawerStore);
  // Spec section 4: the drawer's content loads on first open.
  const cart = useCartQuery(undefined, { enabled: requested });
  return <CustomerCartDrawer cart={cart} open={open} />;
}

/** The customer's server cart in the drawer of a public page: a chunk of its own, with the data cache. */
export function CustomerSiteCartDrawer({ open }: { open: boolean }) {
  return (
    <DataProvider>
      <ServerCartDrawer open={open} />
    </DataProvider>
  );
}
