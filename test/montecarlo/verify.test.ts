import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { M, METRICS } from '../../src/model/metrics.js';
import { emptyTally } from '../../src/montecarlo/tally.js';
import { checkVariant } from '../../src/montecarlo/verify.js';
import type { VariantResult } from '../../src/results/types.js';
import { loadScenario } from '../../src/scenario/load.js';

const scenario = loadScenario(join(import.meta.dirname, '..', '..', 'scenarios', 'dodge-rush-pickup.yaml'));

function exactWith(success: number): VariantResult {
  return { variant: 'base', params: {}, metrics: { success }, fractions: {}, byRerolls: [], failureByStep: [], decisions: [], states: 1 };
}

describe('the verify check', () => {
  // 400 successes in 1,000 trials: Wilson at z = 4.5 has centre (0.4 + 20.25/2000)/(1 + 20.25/1000) = 0.40198,
  // half 4.5/1.02025 · √(0.24/1000 + 20.25/4,000,000) = 4.41069 · 0.015655 = 0.069051 → [0.3329, 0.4710].
  const tally = emptyTally(scenario.steps.length, METRICS.length);
  tally.samples = 1000;
  tally.sum[M.success] = 400;

  it('accepts an exact value inside the 4.5-SE interval', () => {
    expect(checkVariant(scenario, exactWith(0.34), tally).ok).toBe(true);
    expect(checkVariant(scenario, exactWith(0.47), tally).ok).toBe(true);
  });

  it('fails an exact value outside it', () => {
    const check = checkVariant(scenario, exactWith(0.472), tally);
    expect(check.ok).toBe(false);
    expect(check.metrics.success.interval[0]).toBeCloseTo(0.3329, 4);
    expect(check.metrics.success.interval[1]).toBeCloseTo(0.4710, 4);
    expect(checkVariant(scenario, exactWith(0.332), tally).ok).toBe(false);
  });
});
