import { describe, expect, it } from 'vitest';
import { catalogue, findProduct } from './catalogue.ts';
import { frequencyText, priceLabel } from './frequency.ts';

describe('catalogue (spec section 3)', () => {
  it.each([
    ['Sleep Gummies', 40, 41, 42],
    ['Biotin Gummies', 30, 31, 32],
    ['Immunity Gummies', 35, 36, 37],
  ])(
    '%s is sold once (%i), monthly (%i) and quarterly (%i) at 24.99 / 17.50 / 45',
    (name, once, month, quarter) => {
      expect(findProduct(once)).toMatchObject({ product_name: name, frequency: 'ONE_TIME', price: 24.99 });
      expect(findProduct(month)).toMatchObject({ product_name: name, frequency: 'MONTHLY', price: 17.5 });
      expect(findProduct(quarter)).toMatchObject({ product_name: name, frequency: 'QUARTERLY', price: 45 });
    },
  );

  it('has the holiday bundle 160 without quantity, one bottle each', () => {
    expect(findProduct(160)).toMatchObject({
      product_name: 'Holiday Bundle Special',
      price: 24.99,
      frequency: 'ONE_TIME',
      quantity_supported: false,
      dose: 'One bottle each',
      img: '/images/supp-bundle.webp',
    });
  });

  it('supports quantity for one-time Sleep Gummies', () => {
    expect(findProduct(40)?.quantity_supported).toBe(true);
  });

  it('holds exactly the ten products, ordered by id', () => {
    expect(catalogue.map((product) => product.product_id)).toEqual([30, 31, 32, 35, 36, 37, 40, 41, 42, 160]);
  });
});

describe('frequency texts and price labels', () => {
  it('describes each frequency as the spec does', () => {
    expect(frequencyText('ONE_TIME')).toBe('One bottle');
    expect(frequencyText('MONTHLY')).toBe('One bottle a month subscription');
    expect(frequencyText('QUARTERLY')).toBe('Three bottles every quarter subscription');
  });

  it('labels prices per frequency', () => {
    expect(priceLabel(24.99, 'ONE_TIME')).toBe('$24.99');
    expect(priceLabel(17.5, 'MONTHLY')).toBe('$17.50/month');
    expect(priceLabel(45, 'QUARTERLY')).toBe('$45.00/quarterly');
  });

  it('refuses an unknown frequency', () => {
    expect(() => frequencyText('WEEKLY' as never)).toThrow('Unknown frequency: WEEKLY');
  });
});
