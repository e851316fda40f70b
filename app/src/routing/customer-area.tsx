import { defaultSiteConfig } from '@helmsman/domain';
import { CustomerShell } from '@helmsman/ui';
import type { ReactNode } from 'react';
import { useMeQuery } from '../gql/hooks.ts';
import { RequireLogin } from './require-login.tsx';

/** Every customer page: login required, inside the customer shell. */
export function CustomerArea({ children }: { children: ReactNode }) {
  return (
    <RequireLogin>
      <CustomerFrame>{children}</CustomerFrame>
    </RequireLogin>
  );
}

function CustomerFrame({ children }: { children: ReactNode }) {
  const me = useMeQuery();
  return (
    <CustomerShell customer={me.data?.me ?? null} brand={defaultSiteConfig.brand}>
      {children}
    </CustomerShell>
  );
}
