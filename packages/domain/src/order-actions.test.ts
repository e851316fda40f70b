import { describe, expect, it } from 'vitest';
import {
  buyAgainProducts,
  oneTimeProductNamed,
  orderActionMessages,
  visitCategoryOf,
} from './order-actions.ts';
import { buyAgainSchema, resumeOrderSchema } from './order-actions-schemas.ts';
import { validateWith } from './schemas.ts';

describe('visitCategoryOf', () => {
  it('reads pending-order categories in any case and spacing as the legacy visit category', () => {
    expect(visitCategoryOf('ed')).toBe('ed');
    expect(visitCategoryOf(' ED ')).toBe('ed');
    expect(visitCategoryOf('sky  glp')).toBe('SKY GLP');
  });

  it('knows no visit for shop categories', () => {
    expect(visitCategoryOf('immunity')).toBeNull();
    expect(visitCategoryOf('')).toBeNull();
  });
});

describe('resumeOrderSchema', () => {
  const validate = validateWith(resumeOrderSchema);

  it('accepts the categories an online visit exists for', () => {
    expect(validate({ category: 'ed' })).toBeUndefined();
    expect(validate({ category: 'SKY GLP' })).toBeUndefined();
  });

  it('refuses other, missing and oversized categories with one message', () => {
    for (const category of ['immunity', undefined, 'x'.repeat(41)]) {
      expect(validate({ category })).toEqual({ category: orderActionMessages.unknownCategory });
    }
  });
});

describe('buyAgainSchema', () => {
  const validate = validateWith(buyAgainSchema);

  it('accepts legacy order numbers only', () => {
    expect(validate({ orderNumber: '100231' })).toBeUndefined();
    for (const orderNumber of ['', '100231x', '-1', '1'.repeat(13), ' 100231']) {
      expect(validate({ orderNumber })).toEqual({ orderNumber: orderActionMessages.invalidOrderNumber });
    }
  });
});

describe('oneTimeProductNamed', () => {
  it('gives the one-time product of a product line, whatever frequency the order had', () => {
    expect(oneTimeProductNamed('Sleep Gummies')?.product_id).toBe(40);
    expect(oneTimeProductNamed(' biotin   gummies ')?.product_id).toBe(30);
    expect(oneTimeProductNamed('Immunity Gummies')?.frequency).toBe('ONE_TIME');
    expect(oneTimeProductNamed('Holiday Bundle Special')?.product_id).toBe(160);
  });

  it('knows nothing of prescribed treatments', () => {
    expect(oneTimeProductNamed('Sildenafil 50 mg')).toBeUndefined();
  });
});

describe('buyAgainProducts', () => {
  it('maps every line to a product, keeping order and repeats', () => {
    const products = buyAgainProducts(['Sleep Gummies', 'Immunity Gummies', 'Sleep Gummies']);
    expect(products?.map((product) => product.product_id)).toEqual([40, 35, 40]);
  });

  it('refuses an order with any line the shop does not sell, and an empty one', () => {
    expect(buyAgainProducts(['Sleep Gummies', 'Sildenafil 50 mg'])).toBeNull();
    expect(buyAgainProducts([])).toBeNull();
  });
});
