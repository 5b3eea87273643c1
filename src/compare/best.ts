/**
 * Which way is better for each metric, from the active coach's side: more success, knock-downs and casualties
 * are better; more turnovers, players down, re-rolls spent and send-offs are worse.
 */
import type { Goal } from '../scenario/types.js';

/** Metrics where less is better for the active coach. */
const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['turnover', 'playerDown', 'rerollsUsed', 'sentOff']);

/** +1 when more is better, -1 when less is. */
export function direction(metric: string): 1 | -1 {
  return LOWER_IS_BETTER.has(metric) ? -1 : 1;
}

/** Index of the best of `values` for `metric`; the first among equals (within 1e-12), or -1 when all tie. */
export function bestIndex(metric: string, values: readonly number[]): number {
  if (values.length < 2) return -1;
  const sign = direction(metric);
  let best = 0;
  for (let i = 1; i < values.length; i++) if (sign * (values[i] - values[best]) > 1e-12) best = i;
  return values.every((v) => Math.abs(v - values[best]) <= 1e-12) ? -1 : best;
}

/** The metric a scenario is about: its goal's single metric, or the heaviest-weighted one. */
export function headlineMetric(goal: Goal): string {
  const entries = Object.entries(goal).filter(([, w]) => (w ?? 0) !== 0);
  if (entries.length === 0) return 'success';
  entries.sort((a, b) => Math.abs(b[1] ?? 0) - Math.abs(a[1] ?? 0));
  return entries[0][0];
}
