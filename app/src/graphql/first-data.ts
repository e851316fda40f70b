import type { QueryClient } from '@tanstack/react-query';

/** The element the gateway puts a customer page's first data in (gateway/src/http/first-data.ts). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/**
 * The answers the gateway inlined in this page's HTML for its first view (routing/route-table.ts,
 * `firstQueries`), by operation name: `{ Shell: {...}, Dashboard: {...} }`. Read once, and the element
 * removed: the customer's data stays in the data cache only, not in the document for whatever reads it
 * later. Anything that is not an object of objects is ignored; the page then asks for its data itself.
 */
export function takeFirstData(doc: Document = document): Record<string, object> {
  const element = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element) return {};
  element.remove();
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, object] =>
        /^[A-Z]\w*$/.test(entry[0]) && entry[1] !== null && typeof entry[1] === 'object',
    ),
  );
}

/**
 * Puts the page's first data in the cache under each operation's key, as its generated hook asks for
 * it (`useShellQuery.getKey()` is `['Shell']` for an operation without variables): the hooks find it
 * fresh (the cache's staleTime) and render at once, without a request.
 */
export function seedFirstData(queryClient: QueryClient, doc: Document = document): void {
  for (const [operation, data] of Object.entries(takeFirstData(doc))) {
    queryClient.setQueryData([operation], data);
  }
}
