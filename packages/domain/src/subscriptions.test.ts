import { describe, expect, it } from 'vitest';
import { validateWith } from './schemas.ts';
import {
  addDays,
  addMonths,
  availableSubscriptionActions,
  CANCEL_REASON_CODES,
  frequencySwitch,
  isRecurringFrequency,
  isSubscriptionStatus,
  nextShipDateAfterSkip,
  quarterlySavingsCents,
  runsOutOn,
  SHIPMENT_INTERVAL_MONTHS,
  sameLineProduct,
  subscriptionMessages,
} from './subscriptions.ts';
import { cancelSubscriptionSchema, subscriptionUpdateSchema } from './subscriptions-schemas.ts';

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

describe('runsOutOn', () => {
  it('is a week after the next shipment leaves, for active and paused subscriptions', () => {
    expect(runsOutOn({ status: 'active', frequency: 'MONTHLY', nextShipDate: '2026-11-14' })).toBe(
      '2026-11-21',
    );
    expect(runsOutOn({ status: 'paused', frequency: 'QUARTERLY', nextShipDate: '2026-12-28' })).toBe(
      '2027-01-04',
    );
  });

  it('moves with a skipped shipment', () => {
    const skipped = nextShipDateAfterSkip(
      { status: 'active', frequency: 'MONTHLY', nextShipDate: '2026-11-14' },
      '2026-11-22',
    );
    expect(runsOutOn({ status: 'active', frequency: 'MONTHLY', nextShipDate: skipped })).toBe('2026-12-21');
  });

  it('has no estimate without a next shipment', () => {
    expect(runsOutOn({ status: 'cancelled', frequency: 'MONTHLY', nextShipDate: '2026-11-14' })).toBeNull();
    expect(runsOutOn({ status: 'active', frequency: 'MONTHLY', nextShipDate: null })).toBeNull();
  });
});

describe('nextShipDateAfterSkip', () => {
  it('moves the next shipment one interval, as the legacy API does', () => {
    const active = { status: 'active', nextShipDate: '2026-11-14' } as const;
    expect(nextShipDateAfterSkip({ ...active, frequency: 'MONTHLY' }, '2026-11-22')).toBe('2026-12-14');
    expect(nextShipDateAfterSkip({ ...active, frequency: 'QUARTERLY' }, '2026-11-22')).toBe('2027-02-14');
  });

  it('counts from today when there is no date', () => {
    expect(
      nextShipDateAfterSkip({ status: 'active', frequency: 'MONTHLY', nextShipDate: null }, '2026-11-22'),
    ).toBe('2026-12-22');
  });
});

describe('frequencySwitch', () => {
  it('offers the other frequency of the line at its catalogue price', () => {
    expect(frequencySwitch(41, 'MONTHLY', 1750)).toEqual({ frequency: 'QUARTERLY', priceCents: 4500 });
    expect(frequencySwitch(32, 'QUARTERLY', 4500)).toEqual({ frequency: 'MONTHLY', priceCents: 1750 });
  });

  it('scales with the bottles per shipment', () => {
    expect(frequencySwitch(41, 'MONTHLY', 3500)).toEqual({ frequency: 'QUARTERLY', priceCents: 9000 });
  });

  it('has nothing for products sold at one frequency', () => {
    expect(frequencySwitch(301, 'MONTHLY', 29900)).toBeNull();
    expect(frequencySwitch(160, 'MONTHLY', 2499)).toBeNull();
  });
});

describe('quarterlySavingsCents', () => {
  it('compares three monthly shipments with one quarterly', () => {
    expect(quarterlySavingsCents(1750, 4500)).toBe(750);
    expect(quarterlySavingsCents(1000, 4500)).toBe(0);
  });
});

describe('availableSubscriptionActions', () => {
  it('follows the status, as /subscription/update/ allows', () => {
    expect(availableSubscriptionActions('active', true)).toEqual([
      'skip',
      'ship_now',
      'change_frequency',
      'pause',
      'cancel',
    ]);
    expect(availableSubscriptionActions('paused', true)).toEqual(['resume', 'change_frequency', 'cancel']);
    expect(availableSubscriptionActions('cancelled', true)).toEqual(['reactivate']);
  });

  it('offers no frequency change where the line has no other', () => {
    expect(availableSubscriptionActions('active', false)).not.toContain('change_frequency');
    expect(availableSubscriptionActions('paused', false)).toEqual(['resume', 'cancel']);
  });

  it('knows the statuses', () => {
    expect(isSubscriptionStatus('paused')).toBe(true);
    expect(isSubscriptionStatus('expired')).toBe(false);
  });
});

describe('cancelSubscriptionSchema', () => {
  const validate = validateWith(cancelSubscriptionSchema);

  it('needs a reason, and words for "other"', () => {
    expect(validate({})).toEqual({ reason: subscriptionMessages.reasonRequired });
    expect(validate({ reason: 'other', note: '  ' })).toEqual({ note: subscriptionMessages.noteRequired });
    expect(validate({ reason: 'other', note: 'Moving abroad' })).toBeUndefined();
    expect(validate({ reason: 'too_expensive' })).toBeUndefined();
  });

  it('refuses unknown reasons and long notes', () => {
    expect(validate({ reason: 'bored' })).toEqual({ reason: subscriptionMessages.reasonRequired });
    expect(validate({ reason: 'other', note: 'x'.repeat(1001) })).toEqual({
      note: subscriptionMessages.noteTooLong,
    });
  });
});

describe('subscriptionUpdateSchema', () => {
  const validate = validateWith(subscriptionUpdateSchema);

  it('accepts each action with its own arguments', () => {
    expect(validate({ subscriptionId: '7001', action: 'skip' })).toBeUndefined();
    expect(
      validate({ subscriptionId: '7001', action: 'change_frequency', frequency: 'QUARTERLY' }),
    ).toBeUndefined();
    expect(validate({ subscriptionId: '7001', action: 'change_frequency', frequency: null })).toBeUndefined();
    expect(validate({ subscriptionId: '7001', action: 'cancel', reason: 'side_effects' })).toBeUndefined();
    expect(
      validate({ subscriptionId: '7001', action: 'cancel', reason: 'other', note: 'Moving abroad' }),
    ).toBeUndefined();
  });

  it('refuses a bad id, an unknown action and a cancel without reason', () => {
    expect(validate({ subscriptionId: '70x1', action: 'skip' })).toHaveProperty('subscriptionId');
    expect(validate({ subscriptionId: '0', action: 'skip' })).toHaveProperty('subscriptionId');
    expect(validate({ subscriptionId: '7001', action: 'refund' })).toHaveProperty('action');
    expect(validate({ subscriptionId: '7001', action: 'cancel' })).toEqual({
      reason: subscriptionMessages.reasonRequired,
    });
    expect(validate({ subscriptionId: '7001', action: 'cancel', reason: 'other' })).toEqual({
      note: subscriptionMessages.noteRequired,
    });
  });

  it('refuses arguments that belong to another action', () => {
    expect(validate({ subscriptionId: '7001', action: 'skip', frequency: 'MONTHLY' })).toHaveProperty(
      'frequency',
    );
    expect(validate({ subscriptionId: '7001', action: 'pause', reason: 'other' })).toHaveProperty('reason');
    expect(validate({ subscriptionId: '7001', action: 'resume', note: 'why' })).toHaveProperty('note');
    expect(
      validate({ subscriptionId: '7001', action: 'change_frequency', frequency: 'ONE_TIME' }),
    ).toHaveProperty('frequency');
  });
});
