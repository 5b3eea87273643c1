/** The charts that say something about a file's results, in the order a report shows them. */
import { headlineMetric } from '../evaluate/goal.js';
import { comparisonOf } from '../compare/grid.js';
import type { ScenarioResult } from '../results/types.js';
import type { Goal } from '../scenario/types.js';
import { barsChart } from './bars.js';
import { heatmapChart } from './heatmap.js';
import { linesChart } from './lines.js';
import { outcomesChart } from './outcomes.js';
import { hasRerollCurve, rerollsChart } from './rerolls.js';
import type { Chart } from './spec.js';

/** What charts need besides the results: the goal, and each result's step labels. */
export interface ChartContext {
  readonly goal: Goal;
  readonly stepLabels: readonly (readonly string[])[];
}

/** The charts that apply to a result: bars, lines, heat map, outcomes, re-roll curve, in that order. */
export function chartsFor(result: ScenarioResult, context: ChartContext): Chart[] {
  const comparison = comparisonOf(result);
  const metric = headlineMetric(context.goal);
  const charts: Chart[] = [];
  if (comparison.variants.length > 1 || comparison.points.length > 1) charts.push(barsChart(result, comparison, metric));
  if (comparison.axes.length === 1 && comparison.points.length > 1) charts.push(linesChart(result, comparison, metric));
  if (comparison.axes.length >= 2) charts.push(heatmapChart(result, comparison, metric));
  charts.push(outcomesChart(result, comparison, context.stepLabels));
  if (hasRerollCurve(result)) charts.push(rerollsChart(comparison, result.rerollCurve ?? { metric: 'success', leader: false }));
  return charts;
}
