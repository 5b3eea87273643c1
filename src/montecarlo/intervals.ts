/**
 * The interval of a metric from a Monte Carlo tally: Wilson's, bounded by the largest value the metric takes in
 * one trial (`wilson.ts`). The reported result (`results/montecarlo.ts`) and `nuffle verify` (`verify.ts`) read it.
 */
import { startingRerolls, type CompileOptions } from '../steps/compile.js';
import { isProbability, M, type MetricName } from '../model/metrics.js';
import type { Scenario } from '../scenario/types.js';
import type { Tally } from './tally.js';
import { boundedInterval, Z95, type Interval } from './wilson.js';

/**
 * The largest value a metric takes in one trial: 1 for probabilities, the team re-rolls for `rerollsUsed`, the
 * opponents for the counts.
 */
export function metricBound(name: MetricName, scenario: Scenario, options: CompileOptions = {}): number {
  if (isProbability(name)) return 1;
  return name === 'rerollsUsed' ? startingRerolls(scenario, options) : scenario.opponents.length;
}

/**
 * The values a metric takes in one trial, lowest and highest: from 0 to its bound (`metricBound`), but a turn's
 * `worth` from the sum of its negative `worth:` to the sum of its positive ones (each activation completed or not).
 */
export function metricRange(name: MetricName, scenario: Scenario, options: CompileOptions = {}): Interval {
  if (name !== 'worth') return [0, metricBound(name, scenario, options)];
  const worths = (scenario.activations ?? []).map((a) => a.worth);
  return [worths.reduce((sum, w) => sum + Math.min(w, 0), 0), worths.reduce((sum, w) => sum + Math.max(w, 0), 0)];
}

/**
 * The interval of one metric from a tally (`z` = 1.96 for 95%, 4.5 for `nuffle verify`): Wilson's on the trials'
 * values shifted to start at 0 (`metricRange`), shifted back.
 */
export function metricInterval(tally: Tally, name: MetricName, scenario: Scenario, z = Z95, options: CompileOptions = {}): Interval {
  const [lowest, highest] = metricRange(name, scenario, options);
  const [lo, hi] = boundedInterval(tally.sum[M[name]] - lowest * tally.samples, tally.samples, highest - lowest, z);
  return [lo + lowest, hi + lowest];
}
