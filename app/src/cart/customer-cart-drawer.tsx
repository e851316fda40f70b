import { CartDrawer, type CartDrawerState } from '@helmsman/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CartQuery } from '../gql/hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { closeCartDrawer } from '../state/cart-drawer-store.ts';
import { serverItemView } from './cart-item-view.ts';
import { ClosesOnLinks } from './closes-on-links.tsx';
import { useServerCartActions } from './use-server-cart-actions.ts';

function drawerState(cart: UseQueryResult<CartQuery, unknown>): CartDrawerState {
  return toScreenState(cart, ({ cart: { items, subtotalCents, discountCents, totalCents, coupon } }) => ({
    state: 'ready',
    items: items.map(serverItemView),
    subtotalCents,
    discountCents,
    totalCents,
    coupon,
  }));
}

/** The customer's cart drawer (the customer area's and the public pages'): the Cart query's state. */
export function CustomerCartDrawer({
  cart,
  open,
}: {
  cart: UseQueryResult<CartQuery, unknown>;
  open: boolean;
}) {
  const actions = useServerCartActions(cart.data?.cart.items ?? []);
  return (
    <ClosesOnLinks>
      <CartDrawer
        {...drawerState(cart)}
        open={open}
        onOpenChange={(next) => {
          if (!next) closeCartDrawer();
        }}
        onRemove={actions.remove}
        onQuantityChange={actions.changeQuantity}
        onApplyCoupon={actions.applyCoupon}
        checkoutHref="/checkout"
        shopHref="/shop"
      />
    </ClosesOnLinks>
  );
}
