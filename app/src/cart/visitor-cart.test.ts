import { findProduct, type Product } from '@helmsman/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from './memory-local-storage.ts';

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('../errors/report.ts', () => ({ reportError: (error: unknown) => reported.push(error) }));

const memory = stubLocalStorage();
// The app project shares modules between a worker's files (isolate: false): without a fresh registry,
// a file that imported the cart earlier with its own mocks and storage would hand this one its copy.
vi.resetModules();

const {
  addVisitorItem,
  clearVisitorCart,
  parseStoredCart,
  setVisitorQuantity,
  VISITOR_CART_KEY,
  visitorCart,
} = await import('./visitor-cart.ts');

const product = (id: number) => findProduct(id) as Product;

const sleepMonthly = {
  name: 'Sleep Gummies',
  product_id: '41',
  price: 17.5,
  frequency: 'MONTHLY',
  description: 'Melatonin gummies.',
  dose: 'Two gummies',
  quantity: 2,
  img: '/images/supp-sleep.webp',
};

beforeEach(() => {
  clearVisitorCart();
  reported.length = 0;
});

describe('parseStoredCart', () => {
  it('keeps valid items and drops invalid ones (spec section 5)', () => {
    const raw = JSON.stringify([
      sleepMonthly,
      { ...sleepMonthly, price: '17.50' },
      { ...sleepMonthly, name: '' },
      7,
    ]);
    expect(parseStoredCart(raw)).toEqual([sleepMonthly]);
    expect(reported).toEqual([]);
  });

  it('drops an unknown frequency and reports it', () => {
    expect(parseStoredCart(JSON.stringify([{ ...sleepMonthly, frequency: 'WEEKLY' }]))).toEqual([]);
    expect(reported).toHaveLength(1);
  });

  it('takes malformed storage for an empty cart', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});

describe('the visitor cart', () => {
  it('adds up quantities to the maximum, and keeps a one-per-order product at one', () => {
    addVisitorItem(product(41), 2);
    addVisitorItem(product(41), 3);
    addVisitorItem(product(160), 1);
    addVisitorItem(product(160), 1);
    expect(visitorCart.items.map((item) => [item.product_id, item.quantity])).toEqual([
      ['41', 5],
      ['160', 1],
    ]);
    addVisitorItem(product(41), 9);
    expect(visitorCart.items[0]?.quantity).toBe(10);
  });

  it('is stored as an array of stored cart items with a merge key beside it, and removed when empty', async () => {
    addVisitorItem(product(41), 2);
    await Promise.resolve();
    expect(JSON.parse(memory.get(VISITOR_CART_KEY) ?? 'null')).toEqual([
      expect.objectContaining({ product_id: '41', quantity: 2, frequency: 'MONTHLY', price: 17.5 }),
    ]);
    expect(visitorCart.mergeKey).toMatch(/^[0-9a-f-]{36}$/);
    setVisitorQuantity('41', 0);
    await Promise.resolve();
    expect(memory.has(VISITOR_CART_KEY)).toBe(false);
    expect(visitorCart.mergeKey).toBeNull();
  });
});
