import type { WeightMeasurement } from '@helmsman/domain';

/**
 * What the trend chart draws, worked out without the charting library so it can be tested and the
 * library swapped: x is the day number (days since 1970-01-01, so gaps between weigh-ins keep their
 * true width), y the weight in pounds.
 */
export interface WeightChartModel {
  points: { x: number; y: number }[];
  x: { low: number; high: number; ticks: number[] };
  y: { low: number; high: number };
}

const DAY_MS = 86_400_000;
/** Date labels need about 4.5rem each: four fit a 360px phone. */
const MAX_X_TICKS = 4;
/** Room around the line, so the lowest and highest weigh-ins do not sit on the frame. */
const Y_MARGIN_LBS = 2;
/** A single weigh-in still gets an axis a week wide, centred on it. */
const LONE_POINT_HALF_RANGE_DAYS = 3;

export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

export function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Up to MAX_X_TICKS whole days from `low` to `high`, both ends included. */
function dayTicks(low: number, high: number): number[] {
  const span = high - low;
  const count = Math.min(MAX_X_TICKS, span + 1);
  if (count <= 1) return [low];
  return Array.from({ length: count }, (_, index) => Math.round(low + (span * index) / (count - 1)));
}

export function weightChartModel(measurements: readonly WeightMeasurement[]): WeightChartModel {
  const points = measurements
    .map((measurement) => ({ x: dayNumber(measurement.measuredOn), y: measurement.weightLbs }))
    .sort((a, b) => a.x - b.x);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  let xLow = Math.min(...xs);
  let xHigh = Math.max(...xs);
  if (xLow === xHigh) {
    xLow -= LONE_POINT_HALF_RANGE_DAYS;
    xHigh += LONE_POINT_HALF_RANGE_DAYS;
  }
  return {
    points,
    x: { low: xLow, high: xHigh, ticks: points.length === 1 ? xs : dayTicks(xLow, xHigh) },
    y: {
      low: Math.floor(Math.min(...ys) - Y_MARGIN_LBS),
      high: Math.ceil(Math.max(...ys) + Y_MARGIN_LBS),
    },
  };
}
