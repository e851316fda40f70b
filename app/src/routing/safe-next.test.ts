import { safeNext } from '@helmsman/domain';
import { describe, expect, it } from 'vitest';
import { loginPathFor } from './safe-next.ts';

describe('loginPathFor', () => {
  it('remembers the path and query', () => {
    expect(loginPathFor('/orders', 'a=1')).toBe('/login?next=%2Forders%3Fa%3D1');
    expect(loginPathFor('/orders', '')).toBe('/login?next=%2Forders');
  });

  it('makes a next that safeNext gives back whole', () => {
    const next = new URLSearchParams(loginPathFor('/orders', 'tab=past').split('?')[1]).get('next');
    expect(safeNext(next, '/dashboard')).toBe('/orders?tab=past');
  });
});
