import { describe, expect, it } from 'vitest';
import { dayNumber, isoDateOfDay, weightChartModel } from './weight-chart-model.ts';

describe('weightChartModel', () => {
  const weighIns = [
    { measuredOn: '2026-11-17', weightLbs: 227.1 },
    { measuredOn: '2026-10-06', weightLbs: 236.8 },
    { measuredOn: '2026-10-13', weightLbs: 234.9 },
  ];

  it('puts the weigh-ins in date order on a day axis, gaps at their true width', () => {
    const { points } = weightChartModel(weighIns);
    expect(points.map((p) => isoDateOfDay(p.x))).toEqual(['2026-10-06', '2026-10-13', '2026-11-17']);
    const gaps = points.slice(1).map((point, index) => point.x - (points[index]?.x ?? 0));
    expect(gaps).toEqual([7, 35]);
    expect(points.map((p) => p.y)).toEqual([236.8, 234.9, 227.1]);
  });

  it('frames the line with a margin and labels at most four days, both ends included', () => {
    const { x, y } = weightChartModel(weighIns);
    expect(y).toEqual({ low: 225, high: 239 });
    expect(x.ticks).toHaveLength(4);
    expect(x.ticks[0]).toBe(dayNumber('2026-10-06'));
    expect(x.ticks.at(-1)).toBe(dayNumber('2026-11-17'));
    expect([...x.ticks].sort((a, b) => a - b)).toEqual(x.ticks);
  });

  it('labels each day when there are fewer than four', () => {
    const { x } = weightChartModel([
      { measuredOn: '2026-11-01', weightLbs: 200 },
      { measuredOn: '2026-11-02', weightLbs: 199 },
    ]);
    expect(x.ticks.map(isoDateOfDay)).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('gives a lone weigh-in a week-wide axis around it', () => {
    const { x, points } = weightChartModel([{ measuredOn: '2026-11-17', weightLbs: 227.1 }]);
    expect(points).toHaveLength(1);
    expect(x.high - x.low).toBe(6);
    expect(x.ticks).toEqual([dayNumber('2026-11-17')]);
  });
});
