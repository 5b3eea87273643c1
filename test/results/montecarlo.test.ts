/** A file's Monte Carlo tallies shaped into its result (`results/montecarlo.ts`), from tallies written by hand. */
import { describe, expect, it } from 'vitest';
import { M, metricWidth } from '../../src/model/metrics.js';
import type { SampledVariants } from '../../src/montecarlo/evaluate.js';
import { monteCarloResult } from '../../src/results/montecarlo.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const scenario = scenarioFromText('name: sampled\nplayer: { ag: 3+ }\nsteps: [dodge, rush]\n');

/** 8 trials: 5 succeeded; 2 ended at the dodge, 1 at the rush; 1 team re-roll spent in all. */
function sampled(partial = false): SampledVariants {
  const sum = new Float64Array(metricWidth(0));
  sum[M.success] = 5;
  sum[M.rerollsUsed] = 1;
  const tally = { samples: 8, sum, failures: Float64Array.from([2, 1]) };
  return { samples: 8, seed: 42, policy: 'optimal', partial, variants: [{ variant: 'base', params: {}, scenario, tally, states: 11 }] };
}

describe('a sampled file as its result', () => {
  it('gives the means, the shares that failed at each step and the run around them', () => {
    const result = monteCarloResult([{ scenario }], sampled(), 'asked for');
    expect(result).toMatchObject({ name: 'sampled', edition: 'bb2020', method: 'montecarlo', reason: 'asked for', seed: 42, samples: 8, policy: 'optimal', partial: false });
    const [variant] = result.results;
    expect(variant.metrics.success).toBe(5 / 8);
    expect(variant.metrics.rerollsUsed).toBe(1 / 8);
    expect(variant.failureByStep).toEqual([2 / 8, 1 / 8]);
    expect(variant).toMatchObject({ variant: 'base', fractions: {}, byRerolls: [], decisions: [], states: 11, samples: 8 });
    expect(variant.opponents).toBeUndefined(); // no opponent in the line
  });

  it('gives each metric its 95% Wilson interval', () => {
    // Wilson, p̂ = 5/8, n = 8, z = 1.959964 (z² = 3.841459): centre (p̂ + z²/2n)/(1 + z²/n) = 0.865091/1.480182 =
    // 0.584449; half-width z·√(p̂(1−p̂)/n + z²/4n²)/(1 + z²/n) = 1.959964·√(0.029297 + 0.015006)/1.480182 = 0.278707.
    const [lo, hi] = monteCarloResult([{ scenario }], sampled()).results[0].ci95!.success;
    expect(lo).toBeCloseTo(0.305742, 5);
    expect(hi).toBeCloseTo(0.863156, 5);
  });

  it('keeps a stopped run partial, and no reason when none is given', () => {
    const result = monteCarloResult([{ scenario }], sampled(true));
    expect(result.partial).toBe(true);
    expect('reason' in result).toBe(false);
  });
});
