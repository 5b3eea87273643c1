/**
 * A Monte Carlo tally as the reported result: the mean of each metric the scenario reports, its 95% interval,
 * and the share of trials that ended without success at each step. Fields only the exact method can fill
 * (fractions, the re-roll curve, decisions) stay empty.
 */
import { startingRerolls, type CompileOptions } from '../steps/compile.js';
import { isProbability, M, OPPONENT_METRICS, opponentMetricIndex, type MetricName } from '../model/metrics.js';
import { reportedMetrics } from '../results/build.js';
import type { VariantResult } from '../results/types.js';
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

/** A sampled variant: its scenario and the tally of its trials. */
export interface MonteCarloVariant {
  readonly variant: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly scenario: Scenario;
  readonly tally: Tally;
  readonly states: number;
}

/** The reported result of a sampled variant. */
export function monteCarloVariantResult({ variant, params, scenario, tally, states }: MonteCarloVariant): VariantResult {
  const metrics: Record<string, number> = {};
  const ci95: Record<string, Interval> = {};
  const n = tally.samples;
  for (const name of reportedMetrics(scenario)) {
    metrics[name] = n === 0 ? 0 : tally.sum[M[name]] / n;
    ci95[name] = metricInterval(tally, name, scenario);
  }
  const failureByStep = scenario.steps.map((_, k) => (n === 0 ? 0 : tally.failures[k] / n));
  const opponents = Object.fromEntries(scenario.opponents.map((o, i) => [
    o.id, Object.fromEntries(OPPONENT_METRICS.map((name) => [name, n === 0 ? 0 : tally.sum[opponentMetricIndex(i, name)] / n])),
  ]));
  return {
    variant, params, metrics, fractions: {}, ...(scenario.opponents.length > 0 ? { opponents } : {}),
    byRerolls: [], failureByStep, decisions: [], states, samples: n, ci95,
  };
}
