/** The login page that brings the customer back to where they were (domain's safeNext reads `next`). */
export function loginPathFor(location: string, search: string): string {
  const here = `${location}${search ? `?${search}` : ''}`;
  return `/login?next=${encodeURIComponent(here)}`;
}
