/**
 * What choices maximise: a weighted sum of metrics, and the tie-breaks the brief fixes. The active coach takes
 * the highest goal, then the lower chance of a turnover, then of the acting player going down, then the fewer
 * team re-rolls spent; the opposing coach takes the lowest goal, then the higher chance of a turnover, then of
 * the attacker going down.
 */
import { M, METRICS } from '../model/metrics.js';
import type { Chooser } from '../model/node.js';
import type { Goal } from '../scenario/types.js';

/**
 * Values closer than this, relative to the larger of the two, are equal: float sums differ in their last bits,
 * never by a part in 10¹². Relative, so that choices stay optimal at any scale (a 200-dodge line's 1e-156).
 */
export const TIE = 1e-12;

/** `a − b` for the chooser, or 0 when the two are equal within `TIE` of their size. */
function difference(a: number, b: number): number {
  const diff = a - b;
  return Math.abs(diff) <= TIE * Math.max(Math.abs(a), Math.abs(b)) ? 0 : diff;
}

export function goalWeights(goal: Goal): Float64Array {
  const weights = new Float64Array(METRICS.length);
  for (const [name, weight] of Object.entries(goal)) weights[M[name as keyof typeof M]] = weight ?? 0;
  return weights;
}

export function score(weights: Float64Array, values: Float64Array): number {
  let total = 0;
  for (let i = 0; i < weights.length; i++) if (weights[i] !== 0) total += weights[i] * values[i];
  return total;
}

/** Where the tie-break metrics are in the vectors compared: a metric vector's places, or a shorter vector's. */
export interface TieBreaks {
  readonly turnover: number;
  readonly playerDown: number;
  readonly rerollsUsed: number;
}

const METRIC_TIE_BREAKS: TieBreaks = { turnover: M.turnover, playerDown: M.playerDown, rerollsUsed: M.rerollsUsed };

/**
 * Positive when `a` is the better option for `by`, negative when `b` is, 0 when they tie on every count. `weights`
 * and `at` place the metrics in `a` and `b` (a vector of some metrics only: `plan/fixed-values.ts`).
 */
export function compareOptions(by: Chooser, weights: Float64Array, a: Float64Array, b: Float64Array, at = METRIC_TIE_BREAKS): number {
  const sign = by === 'coach' ? 1 : -1;
  const byGoal = sign * difference(score(weights, a), score(weights, b));
  if (byGoal !== 0) return byGoal;
  for (const metric of [at.turnover, at.playerDown]) {
    const diff = sign * difference(b[metric], a[metric]);
    if (diff !== 0) return diff;
  }
  return by === 'coach' ? difference(b[at.rerollsUsed], a[at.rerollsUsed]) : 0;
}

/** Index of the best option for `by`; the earliest among equals (options list "accept" first). */
export function bestOption(by: Chooser, weights: Float64Array, values: readonly Float64Array[], at = METRIC_TIE_BREAKS): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (compareOptions(by, weights, values[i], values[best], at) > 0) best = i;
  return best;
}

/** The metric a scenario is about: its goal's single metric, or the heaviest-weighted one. */
export function headlineMetric(goal: Goal): string {
  const entries = Object.entries(goal).filter(([, w]) => (w ?? 0) !== 0);
  if (entries.length === 0) return 'success';
  entries.sort((a, b) => Math.abs(b[1] ?? 0) - Math.abs(a[1] ?? 0));
  return entries[0][0];
}
