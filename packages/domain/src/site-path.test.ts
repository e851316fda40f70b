import { describe, expect, it } from 'vitest';
import { isSiteInternalPath, safeNext } from './site-path.ts';

describe('isSiteInternalPath', () => {
  it('accepts paths of this site', () => {
    expect(isSiteInternalPath('/visit/ed/question/ed-blood-pressure')).toBe(true);
    expect(isSiteInternalPath('/orders?x=1#100231')).toBe(true);
  });

  it.each([
    '//evil.test/x',
    '/\\evil.test',
    'https://evil.test',
    'visit/ed',
    '/a b',
    '',
    // Browsers drop tabs and newlines from URLs: each of these is '//evil.test'.
    '/\t/evil.test',
    '/\n/evil.test',
    '/orders\\..\\..\\evil',
  ])('refuses %j: a browser would take it elsewhere, or it is no path', (path) => {
    expect(isSiteInternalPath(path)).toBe(false);
  });
});

describe('safeNext', () => {
  it('keeps same-origin paths', () => {
    expect(safeNext('/orders', '/x')).toBe('/orders');
    expect(safeNext('/orders?tab=past#100231', '/x')).toBe('/orders?tab=past#100231');
    // Only the login and logout pages themselves are refused, not pages that start alike.
    expect(safeNext('/logins-help', '/x')).toBe('/logins-help');
  });

  it.each([
    'https://evil.test',
    '//evil.test/orders',
    '/\\evil.test',
    '/\t/evil.test',
    'orders',
    '',
    null,
    undefined,
    '/login',
    '/login?next=%2Forders',
    '/logout',
  ])('falls back for %j', (next) => {
    expect(safeNext(next, '/dashboard')).toBe('/dashboard');
  });
});
