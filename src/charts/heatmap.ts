/** A heat map for two swept values: the metric over the grid, one panel per variant. */
import type { Comparison } from '../compare/grid.js';
import { metricTitle, pathWords } from '../compare/words.js';
import type { ScenarioResult } from '../results/types.js';
import { axisValues, metricRows } from './data.js';
import type { Chart } from './spec.js';
import { CONFIG } from './theme.js';
import { axisFormat as format, tooltipFormat as tipFormat } from '../format/d3.js';

/** The heat map of `metric` over the first two swept values, one panel per variant. */
export function heatmapChart(result: ScenarioResult, comparison: Comparison, metric: string): Chart {
  const [a, b] = comparison.axes.map(pathWords);
  const cell = 44;
  const spec = {
    title: { text: `${metricTitle(metric)} over ${a} × ${b}` },
    data: { values: metricRows(result, [metric]) },
    facet: { column: { field: 'variant', type: 'nominal', title: null, sort: comparison.variants, header: { labelFontSize: 12, labelFontWeight: 600 } } },
    spec: {
      width: cell * axisValues(comparison, 0).length,
      height: cell * axisValues(comparison, 1).length,
      encoding: {
        x: { field: 'x0', type: 'ordinal', title: a, sort: axisValues(comparison, 0), axis: { labelAngle: 0 } },
        y: { field: 'x1', type: 'ordinal', title: b, sort: axisValues(comparison, 1) },
      },
      layer: [
        {
          mark: { type: 'rect', tooltip: true },
          encoding: {
            color: { field: 'value', type: 'quantitative', title: metricTitle(metric), scale: { scheme: 'yellowgreenblue' }, legend: { format: format(metric), direction: 'horizontal' } },
            tooltip: [{ field: 'variant' }, { field: 'point', title: 'At' }, { field: 'value', title: metricTitle(metric), format: tipFormat(metric) }],
          },
        },
        {
          mark: { type: 'text', fontSize: 10 },
          encoding: {
            text: { field: 'value', type: 'quantitative', format: format(metric) },
            // Light text on the darker half of the scale.
            color: { condition: { test: `datum.value > ${darkFrom(result, metric)}`, value: 'white' }, value: '#1d2b36' },
          },
        },
      ],
    },
    resolve: { scale: { color: 'shared' } },
    config: CONFIG,
  };
  return { kind: 'heatmap', caption: `${metricTitle(metric)} at every combination of ${a} and ${b}, one panel per variant.`, spec };
}

/** The value past which a cell's colour is dark: the middle of the range the scale spans. */
function darkFrom(result: ScenarioResult, metric: string): number {
  const values = result.results.map((r) => r.metrics[metric]);
  return (Math.min(...values) + Math.max(...values)) / 2;
}
