import { storedCartLine } from '@helmsman/domain';
import { CartDrawer } from '@helmsman/ui';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { cartDrawerStore, closeCartDrawer } from '../state/cart-drawer-store.ts';
import { loginStore } from '../state/login-store.ts';
import { trackQuantityChange, trackRemoval } from './cart-events.ts';
import { visitorItemView } from './cart-item-view.ts';
import { ClosesOnLinks } from './closes-on-links.tsx';
import {
  removeVisitorItem,
  setVisitorQuantity,
  visitorCart,
  visitorDiscountCents,
  visitorSubtotalCents,
} from './visitor-cart.ts';

const CustomerSiteCartDrawer = lazy(async () => ({
  default: (await import('./customer-site-cart-drawer.tsx')).CustomerSiteCartDrawer,
}));

function lineOf(productId: string) {
  return visitorCart.items.find((item) => item.product_id === productId);
}

function removeLine(productId: string): void {
  const line = lineOf(productId);
  removeVisitorItem(productId);
  if (line) trackRemoval(storedCartLine(line), line.quantity);
}

function changeQuantity(productId: string, quantity: number): void {
  const line = lineOf(productId);
  if (!line) return;
  const from = line.quantity;
  setVisitorQuantity(productId, quantity);
  trackQuantityChange(storedCartLine(line), from, line.quantity);
}

async function applyCoupon(code: string) {
  const { checkVisitorCoupon } = await import('./check-coupon.ts');
  return checkVisitorCoupon(code, visitorSubtotalCents(visitorCart.items));
}

/** The visitor's local cart in the drawer. */
function VisitorCartDrawer({ open }: { open: boolean }) {
  const { items, coupon } = useSnapshot(visitorCart);
  const subtotalCents = visitorSubtotalCents(items);
  const discountCents = visitorDiscountCents(coupon, subtotalCents);
  return (
    <ClosesOnLinks>
      <CartDrawer
        state="ready"
        items={items.map(visitorItemView)}
        subtotalCents={subtotalCents}
        discountCents={discountCents}
        totalCents={subtotalCents - discountCents}
        coupon={coupon}
        open={open}
        onOpenChange={(next) => {
          if (!next) closeCartDrawer();
        }}
        onRemove={removeLine}
        onQuantityChange={changeQuantity}
        onApplyCoupon={applyCoupon}
        checkoutHref="/checkout"
        shopHref="/shop"
      />
    </ClosesOnLinks>
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

/** The header's badge lives in use-cart-count.ts; named here too, as issue 13's split promised. */
export { useCartCount } from './use-cart-count.ts';
