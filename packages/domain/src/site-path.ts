/**
 * True for a path on this site ('/visit/ed/question/ed-blood-pressure'), false for anything a browser
 * would take elsewhere ('//evil.test', '/\\evil.test', 'https://…') or read differently from how it is
 * written: whitespace anywhere (browsers drop tabs and newlines, so '/\t/evil.test' is '//evil.test')
 * and backslashes (read as '/'). The one check for every place the site sends a customer to a path it
 * was given: a legacy answer's destination, the `next` of a login link.
 */
export function isSiteInternalPath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path);
}

/**
 * The page to return to after login, taken from `?next=`: a path on this site (isSiteInternalPath,
 * so a crafted link cannot send a customer elsewhere after they log in), and not the login or logout
 * page itself; `fallback` otherwise.
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next || !isSiteInternalPath(next)) return fallback;
  if (/^\/log(?:in|out)(?:[/?#]|$)/.test(next)) return fallback;
  return next;
}
