/**
 * Which metrics a comparison table shows: those that differ somewhere, plus the goal's. A column that reads the
 * same in every row (knock-down 100% after a `knockdown` step, no send-offs without a foul) says nothing about
 * the choice; it is listed once under the table instead. A single result shows every metric.
 */
import type { ScenarioResult } from '../results/types.js';

/** The columns of a comparison table. */
export interface Columns {
  /** Metrics shown, in the results' order. */
  readonly shown: string[];
  /** Metrics left out, each with the value it has everywhere. */
  readonly constant: { readonly metric: string; readonly value: number }[];
}

/** Splits the metrics into those shown and those equal everywhere. */
export function comparisonColumns(result: ScenarioResult, goalMetric: string): Columns {
  const metrics = Object.keys(result.results[0].metrics);
  const shown: string[] = [];
  const constant: { metric: string; value: number }[] = [];
  if (result.results.length < 2) return { shown: metrics, constant: [] };
  for (const metric of metrics) {
    const values = result.results.map((r) => r.metrics[metric]);
    const same = values.every((v) => Math.abs(v - values[0]) <= 1e-12);
    if (same && metric !== goalMetric) constant.push({ metric, value: values[0] });
    else shown.push(metric);
  }
  return { shown, constant };
}
