/** Grouped bars: the headline metric for each variant, grouped by grid point (or one bar per variant). */
import type { Comparison } from '../compare/grid.js';
import { metricTitle, pathWords } from '../compare/words.js';
import type { ScenarioResult } from '../results/types.js';
import { axisValues, metricRows } from './data.js';
import type { Chart } from './spec.js';
import { CONFIG } from './theme.js';
import { axisFormat as format, tooltipFormat as tipFormat } from '../format/d3.js';

/** The grouped-bars chart of `metric` (see the file header). */
export function barsChart(result: ScenarioResult, comparison: Comparison, metric: string): Chart {
  const swept = comparison.axes.length > 0;
  const values = metricRows(result, [metric]);
  const title = { text: `${metricTitle(metric)} by variant`, subtitle: swept ? `across ${pathWords(comparison.axes[0])}` : '' };
  const bars = { mark: { type: 'bar', cornerRadiusEnd: 2, tooltip: true }, encoding: encoding(comparison, metric) };
  const width = barsWidth(comparison);
  // A second swept value gets a panel per value, so bars of different points never stack on one another.
  const spec = comparison.axes.length > 1
    ? {
        title, data: { values }, config: CONFIG,
        facet: { column: { field: 'x1', type: 'ordinal', title: pathWords(comparison.axes[1]), sort: axisValues(comparison, 1) } },
        spec: { width: Math.min(width, 300), height: 220, ...bars },
      }
    : { title, width, height: 240, data: { values }, ...bars, config: CONFIG };
  const caption = `${metricTitle(metric)} for each variant${swept ? `, at each ${pathWords(comparison.axes[0])}` : ''}.`;
  return { kind: 'bars', caption, spec };
}

/** x: the first swept value with a bar per variant beside one another, or the variants themselves. */
function encoding(comparison: Comparison, metric: string): Record<string, unknown> {
  const y = { field: 'value', type: 'quantitative', title: metricTitle(metric), axis: { format: format(metric) } };
  const color = { field: 'variant', type: 'nominal', title: 'Variant', sort: comparison.variants };
  const tooltip = [
    { field: 'variant', title: 'Variant' },
    { field: 'point', title: 'At' },
    { field: 'value', title: metricTitle(metric), format: tipFormat(metric) },
  ];
  if (comparison.axes.length === 0) {
    return { x: { field: 'variant', type: 'nominal', title: null, sort: comparison.variants, axis: { labelAngle: 0 } }, y, color, tooltip };
  }
  const x = { field: 'x0', type: 'ordinal', title: pathWords(comparison.axes[0]), sort: axisValues(comparison, 0), axis: { labelAngle: 0 } };
  return { x, xOffset: { field: 'variant', sort: comparison.variants }, y, color, tooltip };
}

/** Room for the bars: about 30 pixels a bar, never narrower than 320. */
function barsWidth(comparison: Comparison): number {
  if (comparison.axes.length === 0) return 80 * comparison.variants.length + 120;
  return Math.max(320, 30 * axisValues(comparison, 0).length * Math.min(comparison.variants.length, 4));
}
