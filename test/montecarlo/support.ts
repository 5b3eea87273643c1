/** Helpers of the Monte Carlo tests: run a scenario in the main thread, and the fallback policies' exact values. */
import { compile } from '../../src/steps/compile.js';
import { M } from '../../src/model/metrics.js';
import { GreedyPolicy } from '../../src/montecarlo/greedy.js';
import { LookaheadPolicy } from '../../src/montecarlo/lookahead.js';
import { policyValue } from '../../src/montecarlo/policy-value.js';
import { jobFor } from '../../src/run/montecarlo.js';
import { InlineExecutor, type ChunkExecutor } from '../../src/montecarlo/pool.js';
import { runJob, type RunOutcome } from '../../src/montecarlo/runner.js';
import type { PolicyName } from '../../src/montecarlo/source.js';
import type { Scenario } from '../../src/scenario/types.js';

export async function sample(
  scenario: Scenario, policy: PolicyName, samples: number, seed = 2024, executor: ChunkExecutor = new InlineExecutor(),
): Promise<RunOutcome> {
  return runJob(jobFor(scenario, policy), executor, { samples, seed });
}

/**
 * Expected metrics when the coach plays the greedy (or the lookahead) policy, by brute-force recursion over every
 * state (`policyValue`, floats): an independent reading of the same choices, against which the sampler is checked.
 */
export function greedyExact(scenario: Scenario): Float64Array {
  const model = compile(scenario);
  return policyValue(model, new GreedyPolicy(model));
}

export function lookaheadExact(scenario: Scenario): Float64Array {
  const model = compile(scenario);
  return policyValue(model, new LookaheadPolicy(model));
}

export { M };
