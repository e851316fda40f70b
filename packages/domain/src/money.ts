/**
 * Money travels as dollars in the legacy API (numbers or strings such as "24.99") and as integer
 * cents everywhere else, so sums never meet floating-point rounding.
 */
export function toCents(amount: number | string): number {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount of money: ${String(amount)}`);
  return Math.round(value * 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 2499 → '$24.99'; -1750 → '-$17.50'. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
