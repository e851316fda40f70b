import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps same-origin paths', () => {
    expect(safeNext('/orders', '/x')).toBe('/orders');
    expect(safeNext('/orders?tab=past#100231', '/x')).toBe('/orders?tab=past#100231');
  });

  it.each([
    'https://evil.test',
    '//evil.test/orders',
    '/\\evil.test',
    'orders',
    '',
    null,
    '/login',
    '/logout',
  ])('falls back for %s', (next) => {
    expect(safeNext(next, '/dashboard')).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('remembers the path and query', () => {
    expect(loginPathFor('/orders', 'a=1')).toBe('/login?next=%2Forders%3Fa%3D1');
    expect(loginPathFor('/orders', '')).toBe('/login?next=%2Forders');
  });
});
