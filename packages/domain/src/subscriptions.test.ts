import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  CANCEL_REASON_CODES,
  isRecurringFrequency,
  SHIPMENT_INTERVAL_MONTHS,
  sameLineProduct,
} from './subscriptions.ts';

describe('sameLineProduct', () => {
  it('switches a line between its monthly and quarterly product', () => {
    expect(sameLineProduct(41, 'QUARTERLY')).toMatchObject({ product_id: 42, price: 45 });
    expect(sameLineProduct(42, 'MONTHLY')).toMatchObject({ product_id: 41, price: 17.5 });
    expect(sameLineProduct(31, 'QUARTERLY')?.product_id).toBe(32);
    expect(sameLineProduct(37, 'ONE_TIME')?.product_id).toBe(35);
  });

  it('has nothing for the bundle, treatments and unknown products', () => {
    expect(sameLineProduct(160, 'MONTHLY')).toBeUndefined();
    expect(sameLineProduct(201, 'QUARTERLY')).toBeUndefined();
    expect(sameLineProduct(999, 'MONTHLY')).toBeUndefined();
  });
});

describe('addMonths', () => {
  it('adds calendar months', () => {
    expect(addMonths('2026-11-14', 1)).toBe('2026-12-14');
    expect(addMonths('2026-11-14', 3)).toBe('2027-02-14');
    expect(addMonths('2026-11-14', -1)).toBe('2026-10-14');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 3)).toBe('2026-11-30');
  });

  it('refuses what is not a date', () => {
    expect(() => addMonths('14/11/2026', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-11-14', 1.5)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('constants', () => {
  it('ships monthly every month and quarterly every three months', () => {
    expect(SHIPMENT_INTERVAL_MONTHS).toEqual({ MONTHLY: 1, QUARTERLY: 3 });
    expect(isRecurringFrequency('QUARTERLY')).toBe(true);
    expect(isRecurringFrequency('ONE_TIME')).toBe(false);
  });

  it('has unique cancel reasons, including "other"', () => {
    expect(new Set(CANCEL_REASON_CODES).size).toBe(CANCEL_REASON_CODES.length);
    expect(CANCEL_REASON_CODES).toContain('other');
  });
});
