import { describe, expect, it } from 'vitest';
import { clockFromEnv, systemClock } from './clock.ts';

describe('clockFromEnv', () => {
  it('is the system clock unless LAPI_CLOCK_OFFSET_DAYS moves it by whole days', () => {
    expect(clockFromEnv({})).toBe(systemClock);
    const ahead = clockFromEnv({ LAPI_CLOCK_OFFSET_DAYS: '30' }).now().getTime() - Date.now();
    expect(Math.round(ahead / 86_400_000)).toBe(30);
    expect(() => clockFromEnv({ LAPI_CLOCK_OFFSET_DAYS: '1.5' })).toThrow(/whole number/);
  });

  it('refuses an offset in production', () => {
    expect(() => clockFromEnv({ NODE_ENV: 'production', LAPI_CLOCK_OFFSET_DAYS: '30' })).toThrow(
      /production/,
    );
  });
});
