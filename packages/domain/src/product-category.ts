/**
 * Product categories as the legacy API names them on orders, pending orders and subscriptions
 * ('ed', 'sleep', 'hair', 'SKY GLP', 'Immunity'…). Spellings vary in case and spacing between calls,
 * so every comparison goes through `normaliseCategory`.
 */

/** The icon families of spec section 2: ed (sword), sleep (moon and stars), hair (viking helmet), any other (pill bottle). */
export type CategoryKind = 'ed' | 'sleep' | 'hair' | 'other';

/** Subscriptions of this category give access to /health-data (spec sections 2 and 6). */
export const HEALTH_DATA_CATEGORY = 'SKY GLP';

export function normaliseCategory(category: string): string {
  return category.trim().replace(/\s+/g, ' ').toLowerCase();
}

const kinds: Record<string, CategoryKind> = { ed: 'ed', sleep: 'sleep', hair: 'hair' };

/** 'ED' → 'ed', ' Sleep ' → 'sleep', 'Immunity' → 'other'. */
export function categoryKind(category: string | null | undefined): CategoryKind {
  if (!category) return 'other';
  return kinds[normaliseCategory(category)] ?? 'other';
}

/** True when any of the customer's subscription categories is 'SKY GLP': the menu then shows Health data. */
export function hasHealthDataAccess(subscriptionCategories: Iterable<string | null | undefined>): boolean {
  const wanted = normaliseCategory(HEALTH_DATA_CATEGORY);
  for (const category of subscriptionCategories) {
    if (category && normaliseCategory(category) === wanted) return true;
  }
  return false;
}
