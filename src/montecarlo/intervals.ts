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

/** The interval of one metric from a tally (`z` = 1.96 for 95%, 4.5 for `nuffle verify`). */
export function metricInterval(tally: Tally, name: MetricName, scenario: Scenario, z = Z95, options: CompileOptions = {}): Interval {
  return boundedInterval(tally.sum[M[name]], tally.samples, metricBound(name, scenario, options), z);
}
