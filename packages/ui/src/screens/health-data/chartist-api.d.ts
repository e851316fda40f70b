/**
 * The part of Chartist 1.5 that the weight chart uses, declared here because Chartist's own
 * declarations use extension-less relative imports that NodeNext resolution (ui, stories) cannot
 * follow: there its exports look missing. An ambient declaration takes precedence over the package's
 * files, so every program that references this one sees the same types. Drop it once Chartist ships
 * declarations that resolve under NodeNext.
 */
declare module 'chartist' {
  export type Label = string | number | Date;

  export interface AxisOptions {
    type?: unknown;
    low?: number;
    high?: number;
    ticks?: Label[];
    onlyInteger?: boolean;
    scaleMinSpace?: number;
    offset?: number;
    labelOffset?: { x: number; y: number };
    labelInterpolationFnc?(value: Label, index: number): Label | null | undefined;
  }

  export interface LineChartOptions {
    width?: number | string;
    height?: number | string;
    fullWidth?: boolean;
    showPoint?: boolean;
    lineSmooth?: boolean | unknown;
    chartPadding?: number | { top?: number; right?: number; bottom?: number; left?: number };
    axisX?: AxisOptions;
    axisY?: AxisOptions;
  }

  export interface LineChartData {
    series: { name?: string; data: { x: number; y: number }[] }[];
  }

  export class LineChart {
    constructor(query: string | Element | null, data: LineChartData, options?: LineChartOptions);
    detach(): this;
  }

  export class FixedScaleAxis {}

  export namespace Interpolation {
    function none(options?: { fillHoles?: boolean }): unknown;
  }
}
