import { describe, expect, it } from 'vitest';
import { US_STATES, usStateName } from './us-states.ts';

describe('US states', () => {
  it('lists the 50 states and D.C. once each, by USPS code', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });

  it('names a code, and keeps an unknown one as given', () => {
    expect(usStateName('il')).toBe('Illinois');
    expect(usStateName('PR')).toBe('PR');
  });
});
