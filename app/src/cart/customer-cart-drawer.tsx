import { CartDrawer, type CartDrawerState, type CartItemView } from '@helmsman/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import type { CartQuery } from '../gql/hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { closeCartDrawer } from '../state/cart-drawer-store.ts';
import { useRemoveFromCart } from './use-remove-from-cart.ts';

type CartItem = CartQuery['cart']['items'][number];

function toItemView(item: CartItem): CartItemView {
  return {
    productId: item.productId,
    name: item.name,
    image: item.image,
    frequency: item.frequency,
    price: item.priceCents / 100,
    quantity: item.quantity,
  };
}

function drawerState(cart: UseQueryResult<CartQuery, unknown>): CartDrawerState {
  return toScreenState(cart, ({ cart: { items, subtotalCents, totalCents } }) => ({
    state: 'ready',
    items: items.map(toItemView),
    subtotalCents,
    totalCents,
  }));
}

/** Following a link in the drawer (e.g. 'Browse products') leaves the cart, as it does the menu. */
function closeOnLink(event: MouseEvent) {
  if ((event.target as Element).closest('a[href]')) closeCartDrawer();
}

/** The customer area's cart drawer: the Cart query's state, and Remove. */
export function CustomerCartDrawer({
  cart,
  open,
}: {
  cart: UseQueryResult<CartQuery, unknown>;
  open: boolean;
}) {
  const remove = useRemoveFromCart();
  return (
    // The drawer is portalled to <body>; React still bubbles its clicks here. `display: contents`
    // keeps this wrapper out of the layout, and it is no control of its own (links inside are).
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens to its links' clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click too
    <div style={{ display: 'contents' }} onClick={closeOnLink}>
      <CartDrawer
        {...drawerState(cart)}
        open={open}
        onOpenChange={(next) => {
          if (!next) closeCartDrawer();
        }}
        onRemove={remove}
      />
    </div>
  );
}
