/**
 * The page to return to after login, taken from `?next=`. Only same-origin paths are accepted, so a
 * crafted link cannot send a customer to another site after they log in (open redirect).
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.startsWith('/login') || next.startsWith('/logout')) return fallback;
  return next;
}

export function loginPathFor(location: string, search: string): string {
  const here = `${location}${search ? `?${search}` : ''}`;
  return `/login?next=${encodeURIComponent(here)}`;
}
