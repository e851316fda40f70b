import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthenticated } from './graphql/fetcher.ts';

/**
 * The data cache. Spec section 7: cached data is not revalidated on focus. An UNAUTHENTICATED answer
 * anywhere ends the session (`onSessionEnded`), whichever page asked.
 */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (isUnauthenticated(error)) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) => !isUnauthenticated(error) && failureCount < 2,
      },
    },
  });
}
