/**
 * The two interpreters of one model agree: on every shipped scenario (every variant of it), the Monte Carlo
 * estimate under the optimal policy brackets the exact value within 4.5 standard errors (what `nuffle verify`
 * checks), and under each fallback policy (the lookahead one, the greedy one) it brackets that policy's exact
 * value, computed here by brute force; neither fallback ever beats the best play.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { goalWeights, score } from '../../src/evaluate/goal.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { compile } from '../../src/steps/compile.js';
import { M, type MetricName } from '../../src/model/metrics.js';
import { reportedMetrics } from '../../src/results/build.js';
import { metricInterval } from '../../src/montecarlo/intervals.js';
import { checkVariant } from '../../src/montecarlo/verify.js';
import { Z_VERIFY } from '../../src/montecarlo/wilson.js';
import { expandScenarioPaths } from '../../src/scenario/load.js';
import { loadVariants } from '../../src/scenario/variants.js';
import { greedyExact, lookaheadExact, sample } from './support.js';
import type { PolicyName } from '../../src/montecarlo/source.js';
import type { Scenario } from '../../src/scenario/types.js';

const SAMPLES = 40_000;
const files = expandScenarioPaths([join(import.meta.dirname, '..', '..', 'scenarios')]);

describe.each(files.map((file) => [file.split('/').pop() as string, file]))('%s', (_, file) => {
  const variants = loadVariants(file);

  it('Monte Carlo (optimal policy) agrees with the exact values within 4.5 SE', async () => {
    const exact = evaluateVariants(variants).results;
    for (const [i, v] of variants.entries()) {
      const run = await sample(v.scenario, 'optimal', SAMPLES);
      expect(run.tally.samples).toBe(SAMPLES);
      const check = checkVariant(v.scenario, exact[i], run.tally);
      const outside = Object.entries(check.metrics).filter(([, m]) => !m.ok);
      expect(outside, `${v.variant} ${JSON.stringify(v.params)}`).toEqual([]);
    }
  });

  it.each([
    ['lookahead', lookaheadExact], ['greedy', greedyExact],
  ] as [PolicyName, (s: Scenario) => Float64Array][])('Monte Carlo (%s policy) agrees with that policy evaluated by brute force; it never beats optimal', async (policy, exactly) => {
    for (const v of variants) {
      const truth = exactly(v.scenario);
      const run = await sample(v.scenario, policy, SAMPLES);
      for (const name of reportedMetrics(v.scenario) as MetricName[]) {
        const [lo, hi] = metricInterval(run.tally, name, v.scenario, Z_VERIFY);
        expect(truth[M[name]], `${v.variant} ${name}`).toBeGreaterThanOrEqual(lo - 1e-12);
        expect(truth[M[name]], `${v.variant} ${name}`).toBeLessThanOrEqual(hi + 1e-12);
      }
      const weights = goalWeights(v.scenario.goal);
      const optimal = evaluateExact(compile(v.scenario)).metrics;
      expect(score(weights, truth)).toBeLessThanOrEqual(score(weights, optimal) + 1e-12);
    }
  });
});
