import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from './fetcher.ts';

/** What every screen shows while its query loads. */
export interface LoadingScreenState {
  state: 'loading';
}

/** What every screen shows when its query failed: the message (spec's, or masked) and a retry. */
export interface ErrorScreenState {
  state: 'error';
  message: string;
  onRetry: () => void;
}

/**
 * A page's query as its screen's one `state` prop: loading, error (with the query's refetch as
 * Retry), or what `ready` makes of the data. One mapping for every page, so a screen's loading and
 * error states read the same everywhere.
 */
export function toScreenState<Data, Ready>(
  query: UseQueryResult<Data, unknown>,
  ready: (data: Data) => Ready,
): LoadingScreenState | ErrorScreenState | Ready {
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    return { state: 'error', message: errorMessage(query.error), onRetry: () => void query.refetch() };
  }
  return ready(query.data);
}
