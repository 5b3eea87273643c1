/**
 * A file's Monte Carlo tallies (`montecarlo/evaluate.ts`) as its reported result: for each variant the mean of
 * each metric the scenario reports, its 95% interval, and the share of trials that ended without success at each
 * step. Fields only the exact method can fill (fractions, the re-roll curve, decisions) stay empty.
 */
import { shownOpponentMetrics, opponentMetricIndex, M } from '../model/metrics.js';
import type { MonteCarloVariant, SampledVariants } from '../montecarlo/evaluate.js';
import { metricInterval } from '../montecarlo/intervals.js';
import type { Interval } from '../montecarlo/wilson.js';
import type { Scenario } from '../scenario/types.js';
import { reportedMetrics } from './build.js';
import { editionsField, ownEdition } from './editions.js';
import { noEffectFields } from './no-effect.js';
import type { ScenarioResult, VariantResult } from './types.js';

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
  const shown = shownOpponentMetrics(reportedMetrics(scenario));
  const opponents = Object.fromEntries(scenario.opponents.map((o, i) => [
    o.id, Object.fromEntries(shown.map((name) => [name, n === 0 ? 0 : tally.sum[opponentMetricIndex(i, name)] / n])),
  ]));
  return {
    variant, params, metrics, fractions: {}, ...(scenario.opponents.length > 0 ? { opponents } : {}),
    byRerolls: [], failureByStep, decisions: [], states, samples: n, ci95,
  };
}

/**
 * The result of a file sampled (method `montecarlo`): named after its first variant's scenario, the editions of
 * all its variants (sampled or not, when stopped), every sampled variant's result; `reason`: why this method ran.
 */
export function monteCarloResult(
  file: readonly { readonly scenario: Scenario }[], sampled: SampledVariants, reason?: string,
): ScenarioResult {
  const { scenario } = file[0];
  const { samples, seed, policy, partial, variants } = sampled;
  const results = variants.map((v) => ({ ...monteCarloVariantResult(v), ...ownEdition(v.scenario.edition, scenario.edition) }));
  return {
    name: scenario.name,
    edition: scenario.edition,
    ...editionsField(file.map((v) => v.scenario)),
    method: 'montecarlo',
    ...(reason === undefined ? {} : { reason }),
    seed,
    samples,
    policy,
    partial,
    results,
    ...noEffectFields(scenario),
  };
}
