import { describe, expect, it } from 'vitest';
import { findProduct } from './catalogue.ts';
import {
  bestSavingsPercent,
  clampQuantity,
  familyFromSlug,
  fromPrice,
  PRODUCT_QUANTITY_MAX,
  productPath,
  purchaseOptions,
  SHOP_FAMILIES,
  savingsLabel,
  savingsPercent,
} from './shop.ts';

function product(id: number) {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

describe('product pages', () => {
  it('gives each family a path under /shop that leads back to it', () => {
    expect(SHOP_FAMILIES.map(productPath)).toEqual([
      '/shop/sleep-gummies',
      '/shop/biotin-gummies',
      '/shop/immunity-gummies',
      '/shop/holiday-bundle',
    ]);
    for (const family of SHOP_FAMILIES) {
      expect(familyFromSlug(productPath(family).slice('/shop/'.length))).toBe(family);
    }
    expect(familyFromSlug('sleep')).toBeNull();
    expect(familyFromSlug('')).toBeNull();
  });

  it.each([
    ['sleep', [40, 41, 42]],
    ['biotin', [30, 31, 32]],
    ['immunity', [35, 36, 37]],
    ['bundle', [160]],
  ] as const)('offers %s as %j: one-time, monthly, quarterly', (family, ids) => {
    expect(purchaseOptions(family).map((option) => option.product_id)).toEqual(ids);
  });

  it('starts a gummy at the monthly price and the bundle at its only one', () => {
    expect(fromPrice('sleep')).toBe(17.5);
    expect(fromPrice('bundle')).toBe(24.99);
  });
});

describe('what a subscription saves', () => {
  it('compares the price per bottle with one-time, to the nearest percent', () => {
    // 17.50 / 24.99 = 0.7003; 45 / 3 / 24.99 = 0.6002.
    expect(savingsPercent(product(41))).toBe(30);
    expect(savingsPercent(product(42))).toBe(40);
    expect(savingsLabel(product(31))).toBe('Save 30%');
    expect(savingsLabel(product(37))).toBe('Save 40%');
  });

  it('says nothing for one-time purchases and the bundle', () => {
    expect(savingsPercent(product(40))).toBe(0);
    expect(savingsLabel(product(30))).toBeNull();
    expect(savingsLabel(product(160))).toBeNull();
  });

  it('gives the best saving of a family for its card', () => {
    expect(bestSavingsPercent('biotin')).toBe(40);
    expect(bestSavingsPercent('bundle')).toBe(0);
  });
});

describe('quantity', () => {
  it('keeps a whole number from 1 to the maximum', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(PRODUCT_QUANTITY_MAX + 1)).toBe(PRODUCT_QUANTITY_MAX);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
