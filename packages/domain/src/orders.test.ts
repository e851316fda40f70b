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
  it("writes every calendar day of four centuries as Intl's en-US medium date does", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2300, 0, 1); time += DAY_MS) {
      const iso = new Date(time).toISOString().slice(0, 10);
      if (formatDate(iso) !== intl.format(time)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
    expect(formatDate('2026-10-02')).toBe('Oct 2, 2026');
  });

  it('dates a timestamp by its day in UTC, and leaves what is no date as it came', () => {
    expect(formatDate('2026-10-02T23:30:00-05:00')).toBe('Oct 3, 2026');
    expect(formatDate('2026-12-31T23:59:59.999Z')).toBe('Dec 31, 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
  });
});
