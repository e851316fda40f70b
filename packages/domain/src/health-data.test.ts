import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeWeightChange,
  formatWeight,
  formatWeightChange,
  isIsoDate,
  localIsoDate,
  measurementMessages as m,
  utcIsoDate,
  WEIGHT_MAX_LBS,
  WEIGHT_MIN_LBS,
  weightTrend,
  weightTrendSummary,
  withWeightChanges,
} from './health-data.ts';
import { measurementSchema } from './health-data-schemas.ts';
import { validateWith } from './schemas.ts';

const today = '2026-11-22';
const validate = validateWith(measurementSchema(() => today));

describe('measurement schema', () => {
  it('accepts a weigh-in typed into the form (text) or sent by the gateway (number)', () => {
    expect(validate({ weightLbs: '182.4', measuredOn: today })).toBeUndefined();
    expect(validate({ weightLbs: 182, measuredOn: '2026-01-01' })).toBeUndefined();
    expect(validate({ weightLbs: ` ${WEIGHT_MIN_LBS} `, measuredOn: today })).toBeUndefined();
    expect(validate({ weightLbs: WEIGHT_MAX_LBS, measuredOn: today })).toBeUndefined();
  });

  it('requires both fields, an empty weight being missing rather than malformed', () => {
    expect(validate({})).toEqual({ weightLbs: m.weightRequired, measuredOn: m.dateRequired });
    expect(validate({ weightLbs: '  ', measuredOn: '' })).toEqual({
      weightLbs: m.weightRequired,
      measuredOn: m.dateRequired,
    });
  });

  it('refuses weights that are not numbers, out of range, or finer than tenths', () => {
    expect(validate({ weightLbs: '180lb', measuredOn: today })).toEqual({ weightLbs: m.weightNotNumber });
    expect(validate({ weightLbs: '49.9', measuredOn: today })).toEqual({ weightLbs: m.weightRange });
    expect(validate({ weightLbs: 1000.1, measuredOn: today })).toEqual({ weightLbs: m.weightRange });
    expect(validate({ weightLbs: '180.25', measuredOn: today })).toEqual({ weightLbs: m.weightDecimals });
    expect(m.weightRange).toBe('Weight must be between 50 and 1000 lb');
  });

  it('refuses dates that are not real, too old, or after today', () => {
    expect(validate({ weightLbs: 180, measuredOn: '2026-02-30' })).toEqual({ measuredOn: m.dateInvalid });
    expect(validate({ weightLbs: 180, measuredOn: '11/22/2026' })).toEqual({ measuredOn: m.dateInvalid });
    expect(validate({ weightLbs: 180, measuredOn: '1899-12-31' })).toEqual({ measuredOn: m.dateInvalid });
    expect(validate({ weightLbs: 180, measuredOn: '2026-11-23' })).toEqual({ measuredOn: m.dateInFuture });
  });

  it('asks for today when validating, not when built', () => {
    let now = '2026-11-22';
    const validateNow = validateWith(measurementSchema(() => now));
    expect(validateNow({ weightLbs: 180, measuredOn: '2026-11-23' })).toEqual({ measuredOn: m.dateInFuture });
    now = '2026-11-23';
    expect(validateNow({ weightLbs: 180, measuredOn: '2026-11-23' })).toBeUndefined();
  });

  it('accepts every in-range weight in tenths', () => {
    fc.assert(
      fc.property(fc.integer({ min: WEIGHT_MIN_LBS * 10, max: WEIGHT_MAX_LBS * 10 }), (tenths) => {
        expect(validate({ weightLbs: String(tenths / 10), measuredOn: today })).toBeUndefined();
      }),
    );
  });
});

describe('calendar dates', () => {
  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });

  it('gives the local and the UTC today', () => {
    const instant = new Date('2026-11-22T12:00:00Z');
    expect(utcIsoDate(instant)).toBe('2026-11-22');
    expect(isIsoDate(localIsoDate(instant))).toBe(true);
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

const weighIns = [
  { measuredOn: '2026-10-13', weightLbs: 234.9 },
  { measuredOn: '2026-11-17', weightLbs: 227.1 },
  { measuredOn: '2026-10-06', weightLbs: 236.8 },
  { measuredOn: '2026-10-20', weightLbs: 235.0 },
];

describe('weight changes', () => {
  it('gives each weigh-in its change since the one before, newest first, in exact tenths', () => {
    expect(withWeightChanges(weighIns).map((w) => [w.measuredOn, w.changeLbs])).toEqual([
      ['2026-11-17', -7.9],
      ['2026-10-20', 0.1],
      ['2026-10-13', -1.9],
      ['2026-10-06', null],
    ]);
  });

  it('keeps the fields it was given', () => {
    const [only] = withWeightChanges([{ id: '7', measuredOn: today, weightLbs: 200 }]);
    expect(only).toEqual({ id: '7', measuredOn: today, weightLbs: 200, changeLbs: null });
  });

  it('sums the changes to the trend from first to latest', () => {
    const trend = weightTrend(weighIns);
    expect(trend).toMatchObject({ changeLbs: -9.7, count: 4 });
    expect(trend?.first.measuredOn).toBe('2026-10-06');
    expect(trend?.latest.measuredOn).toBe('2026-11-17');
    expect(weightTrend([])).toBeNull();
  });
});

describe('weight texts', () => {
  it('formats weights and changes with the unit', () => {
    expect(formatWeight(230)).toBe('230.0 lb');
    expect(formatWeightChange(-1.4)).toBe('\u22121.4 lb');
    expect(formatWeightChange(0.8)).toBe('+0.8 lb');
    expect(formatWeightChange(0)).toBe('0.0 lb');
    expect(describeWeightChange(-1.4)).toBe('Down 1.4 lb');
    expect(describeWeightChange(2)).toBe('Up 2.0 lb');
    expect(describeWeightChange(0)).toBe('No change');
  });

  it('summarises the trend in one sentence', () => {
    expect(weightTrendSummary(weighIns)).toBe(
      'Down 9.7 lb since Oct 6, 2026 (4 weigh-ins; latest 227.1 lb on Nov 17, 2026).',
    );
    expect(weightTrendSummary([{ measuredOn: '2026-11-17', weightLbs: 227.1 }])).toBe(
      'One weigh-in so far: 227.1 lb on Nov 17, 2026.',
    );
    expect(
      weightTrendSummary([
        { measuredOn: '2026-11-01', weightLbs: 200 },
        { measuredOn: '2026-11-08', weightLbs: 200 },
      ]),
    ).toBe('No change since Nov 1, 2026 (2 weigh-ins; latest 200.0 lb on Nov 8, 2026).');
    expect(weightTrendSummary([])).toBeNull();
  });
});
