import type { FetchQueryOptions } from '@tanstack/react-query';
import { queryClient } from '../data-provider.tsx';

/**
 * Keeps a store outside React in step with the data cache: `update` runs now and on every change of
 * the cache, and `query` is fetched once unless its answer is fresh. Returns the function that stops it.
 */
export function watchQueryCache(update: () => void, query: FetchQueryOptions): () => void {
  const stop = queryClient.getQueryCache().subscribe(update);
  update();
  void queryClient.prefetchQuery(query);
  return stop;
}
