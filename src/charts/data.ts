/**
 * Results flattened into the rows a vega-lite spec reads: one row per (variant, grid point, metric). Swept
 * values travel as `x0`, `x1` (dotted paths are not safe field names) with their text in `x0Label`, `x1Label`.
 */
import { comparisonOf, pointLabel, valueLabel, type Comparison } from '../compare/grid.js';
import type { ScenarioResult, VariantResult } from '../results/types.js';

/** One data row of a chart: a pair and one metric's value. */
export interface ChartRow {
  readonly variant: string;
  /** The grid point in words ("opponent.av = 9+"), or the variant's name without a sweep. */
  readonly point: string;
  readonly x0?: string;
  readonly x1?: string;
  readonly metric: string;
  readonly value: number;
}

/** Rows of the given metrics for every pair, in file order. */
export function metricRows(result: ScenarioResult, metrics: readonly string[]): ChartRow[] {
  const comparison = comparisonOf(result);
  return pairs(comparison).flatMap(({ variant, point, result: r }) =>
    metrics.filter((m) => m in r.metrics).map((metric) => ({ ...pointFields(comparison, variant, point), metric, value: r.metrics[metric] })),
  );
}

/** Every (variant, point) pair that has a result, in file order (variants outermost). */
export function pairs(comparison: Comparison): { variant: number; point: number; result: VariantResult }[] {
  const out: { variant: number; point: number; result: VariantResult }[] = [];
  comparison.variants.forEach((_, v) =>
    comparison.points.forEach((__, p) => {
      const result = comparison.at(v, p);
      if (result) out.push({ variant: v, point: p, result });
    }),
  );
  return out;
}

/** The fields naming a pair: variant, point text, swept values. */
export function pointFields(comparison: Comparison, variant: number, point: number): Omit<ChartRow, 'metric' | 'value'> {
  const params = comparison.points[point];
  const [a, b] = comparison.axes;
  return {
    variant: comparison.variants[variant],
    point: pointLabel(params) || comparison.variants[variant],
    ...(a === undefined ? {} : { x0: valueLabel(params[a]) }),
    ...(b === undefined ? {} : { x1: valueLabel(params[b]) }),
  };
}

/** The distinct text values of a swept axis in grid order (for a scale's `sort`). */
export function axisValues(comparison: Comparison, axis: number): string[] {
  const name = comparison.axes[axis];
  return [...new Set(comparison.points.map((p) => valueLabel(p[name])))];
}

/** The grid point the single-point charts and the headline look at: the middle of the grid. */
export function focusPoint(comparison: Comparison): number {
  return Math.floor((comparison.points.length - 1) / 2);
}
