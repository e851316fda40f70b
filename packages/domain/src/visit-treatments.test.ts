import { describe, expect, it } from 'vitest';
import { findProduct } from './catalogue.ts';
import { VISIT_CATEGORIES } from './online-visit.ts';
import { visitTreatment } from './visit-treatments.ts';

describe('visit treatments', () => {
  it('has one treatment per visit category, none of them a shop product', () => {
    const ids = VISIT_CATEGORIES.map((category) => visitTreatment(category).product_id);
    expect(new Set(ids).size).toBe(VISIT_CATEGORIES.length);
    for (const id of ids) expect(findProduct(id)).toBeUndefined();
  });

  it('orders Sildenafil 50 mg monthly at $30 for an ED visit', () => {
    expect(visitTreatment('ed')).toMatchObject({ product_id: 201, price: 30, frequency: 'MONTHLY' });
  });
});
