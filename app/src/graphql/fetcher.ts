import { messages } from '@helmsman/domain';
import { ClientError, GraphQLClient } from 'graphql-request';
import { CSRF_HEADERS } from './csrf.ts';

export { CSRF_HEADERS };

const client = new GraphQLClient(`${globalThis.location?.origin ?? 'http://localhost'}/graphql`, {
  headers: { ...CSRF_HEADERS },
  credentials: 'same-origin',
  // Customer and health data: never from or into the HTTP cache.
  cache: 'no-store',
});

/** Used by the generated hooks (codegen `fetcher` option): one shared client, cookies included. */
export function fetcher<TData, TVariables>(
  query: string | { toString(): string },
  variables?: TVariables,
  headers?: RequestInit['headers'],
) {
  return (): Promise<TData> =>
    client.request<TData>({
      document: String(query),
      variables: variables as Record<string, unknown> | undefined,
      ...(headers ? { requestHeaders: headers as Record<string, string> } : {}),
    } as Parameters<typeof client.request<TData>>[0]);
}

/** True when the gateway says the session has ended (the app then logs out). */
export function isUnauthenticated(error: unknown): boolean {
  return (
    error instanceof ClientError &&
    (error.response.errors ?? []).some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')
  );
}

/** The first GraphQL error message, or a network-level message: what an error state shows. */
export function errorMessage(error: unknown): string {
  if (error instanceof ClientError) return error.response.errors?.[0]?.message ?? messages.unexpectedError;
  if (error instanceof TypeError) return 'We could not reach Helmsman. Check your connection and try again.';
  return error instanceof Error ? error.message : messages.unexpectedError;
}
