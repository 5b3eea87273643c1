/**
 * Which way is better for each metric, from the active coach's side: more success, knock-downs and casualties
 * are better; more turnovers, players down, re-rolls spent and send-offs are worse. Tables that mark a "best"
 * rank only the metrics whose direction holds for every coach (`rankDirection`): what befalls the opponent
 * (stunned rather than KO, KO rather than a casualty) is better or worse by what the coach is after, so those
 * columns are ranked only when the goal names them.
 */
import type { Goal } from '../scenario/types.js';

/** Metrics where less is better for the active coach. */
const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['turnover', 'playerDown', 'rerollsUsed', 'sentOff']);

/** +1 when more is better, -1 when less is. */
export function direction(metric: string): 1 | -1 {
  return LOWER_IS_BETTER.has(metric) ? -1 : 1;
}

/** Metrics better one way for every coach: more success; fewer turnovers, players down, re-rolls spent, send-offs. */
const CLEAR_DIRECTION: Readonly<Record<string, 1 | -1>> = { success: 1, turnover: -1, playerDown: -1, rerollsUsed: -1, sentOff: -1 };

/**
 * The way a table ranks `metric`: the sign of its weight when the goal names it, else its direction when that
 * is clear for every coach (`CLEAR_DIRECTION`), else null (not ranked: the harm done to the opponent).
 */
export function rankDirection(metric: string, goal: Goal): 1 | -1 | null {
  const weight = goal[metric as keyof Goal] ?? 0;
  if (weight !== 0) return weight > 0 ? 1 : -1;
  return CLEAR_DIRECTION[metric] ?? null;
}

/** The best of `values` for `metric` under `goal` (`rankDirection`), or -1 when the metric is not ranked. */
export function rankedBestIndex(metric: string, values: readonly number[], goal: Goal): number {
  const sign = rankDirection(metric, goal);
  return sign === null ? -1 : bestIndex(metric, values, sign);
}

/**
 * Index of the best of `values` for `metric` (more is better when `sign` is 1); the first among equals (within
 * 1e-12), or -1 when all tie.
 */
export function bestIndex(metric: string, values: readonly number[], sign: 1 | -1 = direction(metric)): number {
  if (values.length < 2) return -1;
  let best = 0;
  for (let i = 1; i < values.length; i++) if (sign * (values[i] - values[best]) > 1e-12) best = i;
  return values.every((v) => Math.abs(v - values[best]) <= 1e-12) ? -1 : best;
}
