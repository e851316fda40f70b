import type { MouseEvent, ReactNode } from 'react';
import { closeCartDrawer } from '../state/cart-drawer-store.ts';

/** Following a link in the drawer ('Browse products', 'Checkout') leaves the cart, as it does the menu. */
function closeOnLink(event: MouseEvent) {
  if ((event.target as Element).closest('a[href]')) closeCartDrawer();
}

/**
 * Around the drawer, which is portalled to <body>: React still bubbles its clicks here. `display:
 * contents` keeps this wrapper out of the layout, and it is no control of its own (links inside are).
 */
export function ClosesOnLinks({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens to its links' clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click too
    <div style={{ display: 'contents' }} onClick={closeOnLink}>
      {children}
    </div>
  );
}
