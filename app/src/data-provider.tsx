import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { seedFirstData } from './graphql/first-data.ts';
import { createQueryClient } from './query-client.ts';
import { loginPathFor } from './routing/safe-next.ts';
import { endSession } from './session/end-session.ts';

/**
 * The app's one data cache. It lives here, not in main.tsx: react-query and the GraphQL client
 * (~14 KiB gzip) load with the first page that queries (the customer area, the visit, logout), or
 * after /login has painted, never before a public page's first paint. Every module that needs the
 * cache imports this one, so they all share it.
 */
export const queryClient = createQueryClient(() => {
  endSession(queryClient);
  navigate(loginPathFor(location.pathname, location.search.slice(1)), { replace: true });
});

// A customer page's first data, when the gateway inlined it in the HTML (graphql/first-data.ts).
if (typeof document !== 'undefined') seedFirstData(queryClient);

/** Around the pages that use the generated hooks: the customer area, the visit, logout. */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
