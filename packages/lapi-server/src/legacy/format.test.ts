import { describe, expect, it } from 'vitest';
import { legacyAmount } from './format.ts';

describe('legacyAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1750, '17.50'],
    [2499, '24.99'],
    [4998, '49.98'],
    [29900, '299.00'],
    [-2499, '-24.99'],
  ])('renders %i cents as "%s"', (cents, expected) => {
    expect(legacyAmount(cents)).toBe(expected);
  });

  it('refuses fractions of a cent', () => {
    expect(() => legacyAmount(12.5)).toThrow(RangeError);
  });
});
