import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateStoredCartItems } from './cart-item.ts';
import { FREQUENCIES, UnknownFrequencyError } from './frequency.ts';

const valid = {
  name: 'Sleep Gummies',
  product_id: '41',
  price: 17.5,
  frequency: 'MONTHLY',
  description: 'Melatonin gummies',
  dose: 'Two gummies',
  quantity: 1,
  img: '/images/supp-sleep.webp',
};

const validItem = fc.record({
  name: fc.string({ minLength: 1 }),
  product_id: fc.string({ minLength: 1 }),
  price: fc.double({ noNaN: true, noDefaultInfinity: true }),
  frequency: fc.constantFrom(...FREQUENCIES),
  description: fc.string({ minLength: 1 }),
  dose: fc.string({ minLength: 1 }),
  quantity: fc.integer(),
  img: fc.string({ minLength: 1 }),
});

/** Breaks one field of a valid item in a way the validator must notice. */
const brokenItem = fc
  .tuple(
    validItem,
    fc.constantFrom('name', 'product_id', 'price', 'description', 'dose', 'quantity', 'img', 'frequency'),
    fc.constantFrom('missing', 'empty', 'wrong-type'),
  )
  .map(([item, field, how]) => {
    const copy: Record<string, unknown> = { ...item };
    if (how === 'missing') delete copy[field];
    else if (how === 'empty') copy[field] = field === 'price' || field === 'quantity' ? Number.NaN : '';
    else copy[field] = field === 'price' || field === 'quantity' ? String(item[field as 'price']) : 42;
    return copy;
  });

describe('validateStoredCartItems (spec section 5)', () => {
  it('keeps a complete item', () => {
    expect(validateStoredCartItems([valid])).toEqual([valid]);
  });

  it.each([
    ['price as a string', { ...valid, price: '17.50' }],
    ['quantity as a string', { ...valid, quantity: '1' }],
    ['empty name', { ...valid, name: '' }],
    ['numeric product_id', { ...valid, product_id: 41 }],
    ['missing img', { ...valid, img: undefined }],
    ['missing frequency', { ...valid, frequency: undefined }],
  ])('drops an item with %s', (_label, item) => {
    expect(validateStoredCartItems([item, valid])).toEqual([valid]);
  });

  it('drops values that are not items at all', () => {
    expect(validateStoredCartItems([null, 3, 'x', [], valid])).toEqual([valid]);
    expect(validateStoredCartItems({ not: 'an array' })).toEqual([]);
  });

  it('raises on an unknown frequency', () => {
    expect(() => validateStoredCartItems([{ ...valid, frequency: 'WEEKLY' }])).toThrow(UnknownFrequencyError);
  });

  it('property: every valid item survives, in order', () => {
    fc.assert(
      fc.property(fc.array(validItem), (items) => {
        expect(validateStoredCartItems(items)).toEqual(items);
      }),
    );
  });

  it('property: broken items are dropped and valid ones kept, whatever the mix', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            validItem.map((i) => ({ ok: true, i })),
            brokenItem.map((i) => ({ ok: false, i })),
          ),
        ),
        (mix) => {
          const items = mix.map((entry) => entry.i);
          const expected = mix.filter((entry) => entry.ok).map((entry) => entry.i);
          const brokenFrequency = mix.some(
            (entry) =>
              !entry.ok &&
              typeof entry.i.frequency === 'string' &&
              entry.i.frequency !== '' &&
              !FREQUENCIES.includes(entry.i.frequency as never),
          );
          if (brokenFrequency) expect(() => validateStoredCartItems(items)).toThrow(UnknownFrequencyError);
          else expect(validateStoredCartItems(items)).toEqual(expected);
        },
      ),
    );
  });
});
