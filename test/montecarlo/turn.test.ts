/**
 * Monte Carlo on a turn written as `activations:` (the coach's choice of the next activation is one more choice the
 * sampler follows under the optimal policy): seeded runs agree with the exact values within their error bars, the
 * turn's value (the goal's weighted metrics, the plan's best adaptive value) included, and the interval of `worth`
 * spans what a trial can be worth, negative `worth:` too (it was [0, 0] without opponents: `nuffle verify` said
 * DISAGREE on every turn without opponents).
 */
import { describe, expect, it } from 'vitest';
import { goalWeights } from '../../src/evaluate/goal.js';
import { M, type MetricName } from '../../src/model/metrics.js';
import { metricInterval, metricRange } from '../../src/montecarlo/intervals.js';
import { checkVariant } from '../../src/montecarlo/verify.js';
import { Z_VERIFY } from '../../src/montecarlo/wilson.js';
import { analysePlan } from '../../src/plan/analyse.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { expandVariants } from '../../src/scenario/variants.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { sample } from './support.js';
import { ADAPT_TURN } from '../plan/turns.js';

/** a's dodge costs something once done (worth −0.5), b's is worth 2: a trial is worth −0.5, 0, 1.5 or 2. */
const NEGATIVE = `name: negative worth
rerolls: 1
players: { a: { ag: 3+ }, b: { ag: 4+ } }
activations:
  - { by: a, steps: [dodge], worth: -0.5 }
  - { by: b, steps: [dodge], worth: 2, after: [a] }
goal: { worth: 1, turnover: -1 }
`;

const SAMPLES = 60_000;

describe.each([['the two-activation turn (adaptive 3/8: worth 9/8, turnover 3/8)', ADAPT_TURN], ['a turn with a negative worth', NEGATIVE]])('Monte Carlo on %s', (_, text) => {
  const scenario = scenarioFromText(text);
  const [exact] = evaluateVariants(expandVariants(parseScenarioText('t.yaml', text))).results;

  it('brackets every exact metric within 4.5 SE (what nuffle verify checks), worth included', async () => {
    const run = await sample(scenario, 'optimal', SAMPLES, 23);
    const check = checkVariant(scenario, exact, run.tally);
    expect(Object.keys(check.metrics)).toContain('worth');
    expect(Object.entries(check.metrics).filter(([, m]) => !m.ok)).toEqual([]);
    const [lo, hi] = check.metrics.worth.interval;
    expect(hi - lo).toBeGreaterThan(0);
  });

  it('brackets the turn\'s value, the plan\'s best adaptive value, within the weighted error bars', async () => {
    // Σ w·m over the sampled metrics is off the exact Σ w·m by at most Σ |w|·(the metric's half-width) whenever each
    // metric is within its interval (4.5 SE each: the union is still far past 95%).
    const run = await sample(scenario, 'optimal', SAMPLES, 24);
    const weights = goalWeights(scenario.goal);
    const names = Object.keys(exact.metrics).filter((name) => weights[M[name as MetricName]] !== 0) as MetricName[];
    const estimate = names.reduce((sum, name) => sum + weights[M[name]] * (run.tally.sum[M[name]] / run.tally.samples), 0);
    const error = names.reduce((sum, name) => {
      const [lo, hi] = metricInterval(run.tally, name, scenario, Z_VERIFY);
      return sum + Math.abs(weights[M[name]]) * (hi - lo) / 2;
    }, 0);
    const plan = analysePlan(scenario);
    expect(Math.abs(estimate - plan.adaptive)).toBeLessThanOrEqual(error);
    expect(error).toBeLessThan(0.05);
  });
});

describe('the range of worth in one trial', () => {
  it('runs from the negative worths to the positive ones', () => {
    expect(metricRange('worth', scenarioFromText(NEGATIVE))).toEqual([-0.5, 2]);
    expect(metricRange('worth', scenarioFromText(ADAPT_TURN))).toEqual([0, 2]);
    expect(metricRange('success', scenarioFromText(ADAPT_TURN))).toEqual([0, 1]);
  });
});
