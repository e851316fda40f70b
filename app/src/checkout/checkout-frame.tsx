import type { ReactNode } from 'react';
import { DataProvider } from '../data-provider.tsx';
import { SiteFrame } from '../shop/site-frame.tsx';

/** A checkout step's page: the shop's header (cart, Log in or the name) around it, and the data cache. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <SiteFrame>{children}</SiteFrame>
    </DataProvider>
  );
}
