/** Helpers of the Monte Carlo tests: run a scenario in the main thread, and the greedy policy's exact value. */
import { compile } from '../../src/steps/compile.js';
import { M } from '../../src/model/metrics.js';
import { stateKey, type State } from '../../src/model/state.js';
import { GreedyPolicy } from '../../src/montecarlo/greedy.js';
import { monteCarloJob } from '../../src/montecarlo/job.js';
import { InlineExecutor, type ChunkExecutor } from '../../src/montecarlo/pool.js';
import { runJob, type RunOutcome } from '../../src/montecarlo/runner.js';
import type { PolicyName } from '../../src/montecarlo/source.js';
import type { Scenario } from '../../src/scenario/types.js';

export async function sample(
  scenario: Scenario, policy: PolicyName, samples: number, seed = 2024, executor: ChunkExecutor = new InlineExecutor(),
): Promise<RunOutcome> {
  return runJob(monteCarloJob(scenario, policy), executor, { samples, seed });
}

/**
 * Expected metrics when the coach plays the greedy policy, by brute-force recursion over every state (floats):
 * an independent reading of the same choices, against which the sampler is checked.
 */
export function greedyExact(scenario: Scenario): Float64Array {
  const model = compile(scenario);
  const policy = new GreedyPolicy(model);
  const memo = new Map<string, Float64Array>();
  const width = model.context.width;
  const through = (edge: { next: State; reward?: Float64Array }): Float64Array => {
    const after = value(edge.next);
    return edge.reward ? after.map((v, m) => v + (edge.reward as Float64Array)[m]) : after;
  };
  const value = (s: State): Float64Array => {
    const key = stateKey(s);
    const known = memo.get(key);
    if (known) return known;
    const { state, node } = model.settle(s);
    let result: Float64Array;
    if (node.kind === 'terminal') result = node.metrics;
    else if (node.kind === 'choice') result = through(node.options[policy.choose(state, node)]);
    else {
      result = new Float64Array(width);
      for (const o of node.outcomes) {
        const child = through(o);
        for (let m = 0; m < width; m++) result[m] += (o.weight / node.total) * child[m];
      }
    }
    memo.set(key, result);
    return result;
  };
  return value(model.initial);
}

export { M };
