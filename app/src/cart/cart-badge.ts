/** One answer that says how many items the cart holds, and when it was fetched (ms, 0 = never). */
export interface CountSource {
  count: number | null | undefined;
  updatedAt: number;
}

/**
 * The Cart badge and the drawer must agree. Both the shell and the cart query know the count; the
 * fresher answer wins, so a cart loaded or changed after the shell shows at once in the badge, and a
 * shell refetched after another page's mutation is not overruled by an older cart.
 */
export function cartBadgeCount(shell: CountSource, cart: CountSource): number {
  const known = [shell, cart].filter(
    (source): source is { count: number; updatedAt: number } => typeof source.count === 'number',
  );
  if (known.length === 0) return 0;
  return known.reduce((fresher, source) => (source.updatedAt > fresher.updatedAt ? source : fresher)).count;
}
