import { describe, expect, it } from 'vitest';
import { formatDate } from './orders.ts';

const intl = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MS = 86_400_000;

describe('formatDate', () => {
  it("writes dates as Intl's en-US medium date does: every day of a leap cycle, each month's ends over four centuries", () => {
    const days: number[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += DAY_MS) days.push(time);
    for (let year = 1900; year < 2300; year += 1) {
      for (let month = 0; month < 12; month += 1)
        days.push(Date.UTC(year, month, 1), Date.UTC(year, month + 1, 0));
    }
    const mismatches = days
      .map((time) => new Date(time).toISOString().slice(0, 10))
      .filter((iso) => formatDate(iso) !== intl.format(new Date(`${iso}T00:00:00Z`)));
    expect(mismatches).toEqual([]);
    expect(days.length).toBeGreaterThan(10_000);
    expect(formatDate('2026-10-02')).toBe('Oct 2, 2026');
  });

  it('dates a timestamp by its day in UTC, and leaves what is no date as it came', () => {
    expect(formatDate('2026-10-02T23:30:00-05:00')).toBe('Oct 3, 2026');
    expect(formatDate('2026-12-31T23:59:59.999Z')).toBe('Dec 31, 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
  });
});
