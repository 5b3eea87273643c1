/** The charts that say something about a file's results, in the order a report shows them. */
import { headlineMetric } from '../evaluate/goal.js';
import { comparisonOf } from '../compare/grid.js';
import { resultEditions } from '../results/editions.js';
import type { ScenarioResult } from '../results/types.js';
import type { Goal } from '../scenario/types.js';
import { barsChart } from './bars.js';
import { focusPoint } from './data.js';
import { heatmapChart } from './heatmap.js';
import { linesChart } from './lines.js';
import { outcomesChart } from './outcomes.js';
import { planOrdersChart } from './plan-orders.js';
import { hasRerollCurve, rerollsChart } from './rerolls.js';
import type { Chart } from './spec.js';

/** What charts need besides the results: the goal, and each result's step labels. */
export interface ChartContext {
  readonly goal: Goal;
  readonly stepLabels: readonly (readonly string[])[];
}

/** Plans' order charts drawn at most (one per variant at the focus point). */
const MAX_PLAN_CHARTS = 4;

/** The charts that apply to a result: bars, lines, heat map, outcomes, re-roll curve, the plans' orders, in that order. */
export function chartsFor(result: ScenarioResult, context: ChartContext): Chart[] {
  const comparison = comparisonOf(result);
  const metric = headlineMetric(context.goal);
  const charts: Chart[] = [];
  if (comparison.variants.length > 1 || comparison.points.length > 1) charts.push(barsChart(result, comparison, metric));
  if (comparison.axes.length === 1 && comparison.points.length > 1) charts.push(linesChart(result, comparison, metric));
  if (comparison.axes.length >= 2) charts.push(heatmapChart(result, comparison, metric));
  charts.push(outcomesChart(result, comparison, context.stepLabels));
  if (hasRerollCurve(result)) charts.push(rerollsChart(comparison, result.rerollCurve ?? { metric: 'success', leader: false }));
  charts.push(...planCharts(result));
  return charts.map((chart) => withEdition(chart, resultEditions(result)));
}

/** The chart titled with the edition(s) its numbers come from: "P(knock-down) by variant (bb2020 · Blood Bowl 2020)". */
function withEdition(chart: Chart, editions: string): Chart {
  const title = chart.spec.title as { text: string } | undefined;
  if (title === undefined) return chart;
  return { ...chart, spec: { ...chart.spec, title: { ...title, text: `${title.text} (${editions})` } } };
}

/** A turn written as `activations:`: the orders' values of each variant's plan at the focus point. */
function planCharts(result: ScenarioResult): Chart[] {
  const comparison = comparisonOf(result);
  const point = focusPoint(comparison);
  return comparison.variants.flatMap((name, v) => {
    const plan = comparison.at(v, point)?.plan;
    return plan === undefined ? [] : [planOrdersChart(plan, comparison.variants.length > 1 ? name : result.name)];
  }).slice(0, MAX_PLAN_CHARTS);
}
