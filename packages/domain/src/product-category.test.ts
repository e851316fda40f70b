import { describe, expect, it } from 'vitest';
import { categoryKind, HEALTH_DATA_CATEGORY, hasHealthDataAccess } from './product-category.ts';

describe('categoryKind (spec section 2, category icons)', () => {
  it.each([
    ['ed', 'ed'],
    ['ED', 'ed'],
    [' Sleep ', 'sleep'],
    ['hair', 'hair'],
    ['Hair', 'hair'],
  ] as const)('%j is %s', (category, kind) => {
    expect(categoryKind(category)).toBe(kind);
  });

  it.each(['Immunity', 'Bundle', 'SKY GLP', 'edible', 'hair loss', '', null, undefined])(
    'gives any other category (%j) the pill bottle',
    (category) => {
      expect(categoryKind(category)).toBe('other');
    },
  );
});

describe('hasHealthDataAccess (spec section 6)', () => {
  it("is true when any subscription has category 'SKY GLP'", () => {
    expect(HEALTH_DATA_CATEGORY).toBe('SKY GLP');
    expect(hasHealthDataAccess(['sleep', 'SKY GLP'])).toBe(true);
    // The legacy API is not consistent about case and spacing.
    expect(hasHealthDataAccess(['sky  glp '])).toBe(true);
  });

  it('is false without such a subscription', () => {
    expect(hasHealthDataAccess([])).toBe(false);
    expect(hasHealthDataAccess(['sleep', 'hair', null, undefined, 'SKY'])).toBe(false);
  });

  it('accepts any iterable, e.g. the values of the keyed subscriptions map', () => {
    const subscriptions = new Map([
      ['a1', 'hair'],
      ['b2', 'SKY GLP'],
    ]);
    expect(hasHealthDataAccess(subscriptions.values())).toBe(true);
  });
});
