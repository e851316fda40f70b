import { formatDate, formatWeight, type WeightMeasurement, weightTrend } from '@helmsman/domain';
import { lazy, Suspense } from 'react';
import { css } from '#styled-system/css';

// Loaded on first use: the charting library never weighs on pages without a chart.
const WeightChartDrawing = lazy(() => import('./weight-chart-drawing.tsx'));

export interface WeightChartProps {
  measurements: readonly WeightMeasurement[];
  /** The id of the text that says the same as the chart (the trend summary): its description. */
  describedBy: string;
}

/** 'Weight chart: 7 weigh-ins from Oct 6, 2026 (236.8 lb) to Nov 17, 2026 (227.1 lb)'. */
export function weightChartLabel(measurements: readonly WeightMeasurement[]): string {
  const trend = weightTrend(measurements);
  if (!trend) return 'Weight chart: no weigh-ins yet';
  const latest = `${formatDate(trend.latest.measuredOn)} (${formatWeight(trend.latest.weightLbs)})`;
  if (trend.count === 1) return `Weight chart: one weigh-in, ${latest}`;
  const first = `${formatDate(trend.first.measuredOn)} (${formatWeight(trend.first.weightLbs)})`;
  return `Weight chart: ${trend.count} weigh-ins from ${first} to ${latest}`;
}

/**
 * The weight trend as a chart: one image to assistive technology, named by its range and described
 * by the summary sentence, while the drawing itself (SVG) is hidden from it. Until the library has
 * loaded, the space is kept so nothing below jumps.
 */
export function WeightChart({ measurements, describedBy }: WeightChartProps) {
  return (
    <div
      role="img"
      aria-label={weightChartLabel(measurements)}
      aria-describedby={describedBy}
      data-points={measurements.length}
      className={styles.frame}
    >
      <Suspense fallback={<span className={styles.placeholder} />}>
        <WeightChartDrawing measurements={measurements} />
      </Suspense>
    </div>
  );
}

const styles = {
  frame: css({ position: 'relative', w: 'full', h: { base: '52', md: '64' } }),
  placeholder: css({ display: 'block', w: 'full', h: 'full', borderRadius: 'l2', bg: 'bg.subtle' }),
};
