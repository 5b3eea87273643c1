/** Lines: a metric against the first swept value, one line per variant. */
import type { Comparison } from '../compare/grid.js';
import { metricTitle, pathWords } from '../compare/words.js';
import type { ScenarioResult } from '../results/types.js';
import { axisFormat as format, tooltipFormat as tipFormat } from '../format/d3.js';
import { axisValues, metricRows } from './data.js';
import type { Chart } from './spec.js';
import { CONFIG } from './theme.js';

/** The lines chart of `metric` against the first swept value. */
export function linesChart(result: ScenarioResult, comparison: Comparison, metric: string): Chart {
  const axis = pathWords(comparison.axes[0]);
  const spec = {
    title: { text: `${metricTitle(metric)} against ${axis}`, subtitle: comparison.axes.length > 1 ? `each ${pathWords(comparison.axes[1])} drawn dashed apart` : '' },
    width: Math.max(320, 70 * axisValues(comparison, 0).length),
    height: 240,
    data: { values: metricRows(result, [metric]) },
    mark: { type: 'line', point: { size: 60, filled: true }, strokeWidth: 2.5, tooltip: true },
    encoding: {
      x: { field: 'x0', type: 'ordinal', title: axis, sort: axisValues(comparison, 0), scale: { type: 'point', padding: 0.4 }, axis: { labelAngle: 0 } },
      y: { field: 'value', type: 'quantitative', title: metricTitle(metric), axis: { format: format(metric) } },
      color: { field: 'variant', type: 'nominal', title: 'Variant', sort: comparison.variants },
      ...(comparison.axes.length > 1 ? { strokeDash: { field: 'x1', type: 'ordinal', title: pathWords(comparison.axes[1]) } } : {}),
      tooltip: [
        { field: 'variant', title: 'Variant' },
        { field: 'point', title: 'At' },
        { field: 'value', title: metricTitle(metric), format: tipFormat(metric) },
      ],
    },
    config: CONFIG,
  };
  return { kind: 'lines', caption: `How ${metricTitle(metric)} moves with ${axis}, one line per variant.`, spec };
}
