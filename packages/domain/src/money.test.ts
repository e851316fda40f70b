import { describe, expect, it } from 'vitest';
import { formatUsd, groupThousands, toCents } from './money.ts';

describe('formatUsd', () => {
  it('reads as Intl’s en-US dollars, which it replaces (no Intl on the pages’ first load)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [0, 1, 9, 10, 99, 100, 101, 1750, 2499, 4500, 99_999, 100_000, 123_456_789];
    for (const cents of [...samples, ...samples.map((sample) => -sample)])
      expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100).replace('-$0.00', '$0.00'));
  });

  it('never shows minus zero', () => {
    expect(formatUsd(-0)).toBe('$0.00');
  });
});

describe('groupThousands', () => {
  it('groups a whole number’s digits by three', () => {
    expect([0, 999, 1000, 2000, 1_234_567].map(groupThousands)).toEqual([
      '0',
      '999',
      '1,000',
      '2,000',
      '1,234,567',
    ]);
  });
});

describe('toCents', () => {
  it('turns the legacy API’s dollars into cents', () => {
    expect([toCents('24.99'), toCents(17.5)]).toEqual([2499, 1750]);
  });
});
