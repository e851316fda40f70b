/**
 * Spec section 2: legacy URLs of the form /#/{path} are rewritten to /{path}. Returns the new URL,
 * or null when `url` is not a legacy one. Query and in-page hash of the legacy path are kept.
 */
export function rewriteLegacyUrl(url: URL): string | null {
  if (!url.hash.startsWith('#/')) return null;
  const legacy = new URL(url.hash.slice(1), url.origin);
  const search = new URLSearchParams(url.search);
  for (const [key, value] of legacy.searchParams) search.set(key, value);
  const query = search.toString();
  return `${legacy.pathname}${query ? `?${query}` : ''}${legacy.hash}`;
}
