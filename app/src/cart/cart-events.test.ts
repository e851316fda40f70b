import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackQuantityChange, trackRemoval } from './cart-events.ts';

const sleepMonthly = { productId: '41', name: 'Sleep Gummies', priceCents: 1750 };
let dataLayer: unknown[];

beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('window', { dataLayer });
});
afterEach(() => vi.unstubAllGlobals());

const events = () => dataLayer.filter((entry) => (entry as { event?: string }).event);
const item = (quantity: number) => [expect.objectContaining({ item_id: '41', price: 17.5, quantity })];

describe('the drawer events', () => {
  it('a stepper up is add_to_cart of the difference, down is remove_from_cart of it, no change nothing', () => {
    trackQuantityChange(sleepMonthly, 2, 5);
    trackQuantityChange(sleepMonthly, 5, 4);
    trackQuantityChange(sleepMonthly, 4, 4);
    expect(events()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ currency: 'USD', value: 52.5, items: item(3) }),
      },
      { event: 'remove_from_cart', ecommerce: expect.objectContaining({ value: 17.5, items: item(1) }) },
    ]);
  });

  it("'Remove' is remove_from_cart with the line's whole quantity", () => {
    trackRemoval(sleepMonthly, 3);
    expect(events()).toEqual([
      { event: 'remove_from_cart', ecommerce: expect.objectContaining({ value: 52.5, items: item(3) }) },
    ]);
  });
});
