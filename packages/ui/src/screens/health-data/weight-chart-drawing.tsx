/// <reference path="./chartist-api.d.ts" />
import type { WeightMeasurement } from '@helmsman/domain';
import { FixedScaleAxis, Interpolation, LineChart } from 'chartist';
import { useEffect, useMemo, useRef } from 'react';
import { css } from '#styled-system/css';
import { isoDateOfDay, weightChartModel } from './weight-chart-model.ts';

/**
 * The trend line, drawn by Chartist (SVG, ~9 kB gzipped; why this library: docs/decisions.md). This
 * module is the only one that imports it and is loaded lazily by WeightChart, so the library stays
 * out of the main bundle. Purely visual: WeightChart names and describes it, and the same numbers are
 * in the list and the summary.
 */

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function WeightChartDrawing({ measurements }: { measurements: readonly WeightMeasurement[] }) {
  const container = useRef<HTMLDivElement>(null);
  const model = useMemo(() => weightChartModel(measurements), [measurements]);

  useEffect(() => {
    if (!container.current) return;
    const chart = new LineChart(
      container.current,
      { series: [{ name: 'weight', data: model.points }] },
      {
        height: '100%',
        fullWidth: true,
        lineSmooth: Interpolation.none(),
        // Room on the right for the last date, which is centred on its tick like the others.
        chartPadding: { top: 12, right: 24, bottom: 4, left: 4 },
        axisX: {
          type: FixedScaleAxis,
          low: model.x.low,
          high: model.x.high,
          ticks: model.x.ticks,
          // Chartist starts a label at its tick; 'Nov 17' is about 36px wide, so this centres it.
          labelOffset: { x: -18, y: 4 },
          labelInterpolationFnc: (day) =>
            shortDate.format(new Date(`${isoDateOfDay(Number(day))}T00:00:00Z`)),
        },
        axisY: {
          low: model.y.low,
          high: model.y.high,
          onlyInteger: true,
          scaleMinSpace: 32,
          offset: 44,
          // Chartist puts a value's label above its grid line; this centres it on the line.
          labelOffset: { x: 0, y: 6 },
          labelInterpolationFnc: (lbs) => `${lbs} lb`,
        },
      },
    );
    // Chartist draws on a timer and redraws on window resize; detaching stops both.
    return () => {
      chart.detach();
    };
  }, [model]);

  return <div ref={container} className={styles.chart} />;
}

const styles = {
  chart: css({
    w: 'full',
    h: 'full',
    '& svg': { display: 'block', overflow: 'visible' },
    '& .ct-grid': { stroke: 'border.default', strokeWidth: '1px', strokeDasharray: '3px 3px' },
    '& .ct-label': {
      display: 'flex',
      color: 'fg.muted',
      fill: 'fg.muted',
      fontSize: 'xs',
      lineHeight: '1',
      whiteSpace: 'nowrap',
    },
    '& .ct-label.ct-horizontal.ct-end': {
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
      textAlign: 'left',
    },
    '& .ct-label.ct-vertical.ct-start': {
      alignItems: 'flex-end',
      justifyContent: 'flex-end',
      textAlign: 'right',
    },
    // The line and points must stand out from the grid (WCAG 1.4.11, 3:1): the text colour does.
    '& .ct-line': { fill: 'none', stroke: 'fg.default', strokeWidth: '2.5px' },
    '& .ct-point': { stroke: 'fg.default', strokeWidth: '9px', strokeLinecap: 'round' },
  }),
};
