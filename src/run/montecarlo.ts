/**
 * Monte Carlo evaluation of a file's variants into its result: the run hands each variant's job the solution
 * it already has (`evaluate/solved.ts`: the graph explored to choose the method), `montecarlo/` samples the jobs,
 * `results/` shapes the tallies. `montecarlo/` itself neither explores a graph for the tables nor shapes results.
 */
import { solvedScenario } from '../evaluate/solved.js';
import { sampleVariants, type MonteCarloSettings } from '../montecarlo/evaluate.js';
import { monteCarloJob, type MonteCarloJob } from '../montecarlo/job.js';
import type { PolicyName } from '../montecarlo/source.js';
import { monteCarloResult } from '../results/montecarlo.js';
import type { ScenarioResult } from '../results/types.js';
import type { Scenario } from '../scenario/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';

/** How to sample a file, and why this method ran (shown with the result). */
export interface MonteCarloRunSettings extends MonteCarloSettings {
  readonly reason?: string;
}

/**
 * The job of a scenario under a policy; under the optimal policy, with the sampler tables of the solution this
 * run keeps for the scenario (explored and solved once, `solvedScenario`), so no worker explores it again.
 */
export function jobFor(scenario: Scenario, policy: PolicyName): MonteCarloJob {
  return monteCarloJob(scenario, policy, {}, policy === 'optimal' ? solvedScenario(scenario) : undefined);
}

/** Samples every variant of a file into one result (method `montecarlo`). */
export async function monteCarloVariants(variants: readonly ScenarioVariant[], settings: MonteCarloRunSettings): Promise<ScenarioResult> {
  const jobs = variants.map((v) => ({ variant: v.variant, params: v.params, scenario: v.scenario, job: () => jobFor(v.scenario, settings.policy) }));
  return monteCarloResult(variants, await sampleVariants(jobs, settings), settings.reason);
}
