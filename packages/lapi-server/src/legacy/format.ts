/**
 * Renders integer cents as the legacy API's money strings: 4998 → "49.98", 0 → "0.00".
 * Integer arithmetic, so no value ever shows a floating-point artefact.
 */
export function legacyAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
