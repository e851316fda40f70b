import { queryClient } from '../data-provider.tsx';
import { type MeQuery, useMeQuery } from '../gql/hooks.ts';
import { watchQueryCache } from '../graphql/watch-query-cache.ts';
import { siteCustomer } from './site-customer.ts';

function update(): void {
  const me = queryClient.getQueryData<MeQuery>(useMeQuery.getKey())?.me;
  siteCustomer.customer = me ? { firstName: me.firstName, lastName: me.lastName } : null;
}

/**
 * Keeps the header's name on the session's customer while a public page shows it: the Me answer the
 * login put in the cache, or asked for once when there is none. Returns the function that stops it.
 */
export function watchSiteCustomer(): () => void {
  return watchQueryCache(update, {
    queryKey: useMeQuery.getKey(),
    queryFn: useMeQuery.fetcher(),
    staleTime: 5 * 60_000,
  });
}
