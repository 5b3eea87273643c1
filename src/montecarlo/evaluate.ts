/**
 * Monte Carlo evaluation of a file's variants: one job per variant, each with the same seed (common random
 * numbers: variants are compared on the same dice where their lines agree), run one after another on a shared
 * executor. Stopping (Ctrl-C) ends the current variant with what finished and skips the rest; the result is
 * then marked partial.
 */
import { editionsField, ownEdition } from '../results/editions.js';
import { noEffectFields } from '../results/no-effect.js';
import type { ScenarioResult, VariantResult } from '../results/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';
import { monteCarloJob } from './job.js';
import type { ChunkExecutor } from './pool.js';
import { monteCarloVariantResult } from './result.js';
import { runJob } from './runner.js';
import type { PolicyName } from './source.js';

/** How to sample a file: trials, seed, policy, where chunks run, and who hears of progress. */
export interface MonteCarloSettings {
  readonly samples: number;
  readonly seed: number;
  readonly policy: PolicyName;
  readonly executor: ChunkExecutor;
  readonly signal?: AbortSignal;
  /** Trials done so far across the file's variants, out of `samples × variants`. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Shown with the result: why this method ran. */
  readonly reason?: string;
}

/** Samples every variant of a file into one result (method `montecarlo`). */
export async function monteCarloVariants(variants: readonly ScenarioVariant[], settings: MonteCarloSettings): Promise<ScenarioResult> {
  const { samples, seed, policy, executor, signal } = settings;
  const total = samples * variants.length;
  const results: VariantResult[] = [];
  let partial = false;
  for (const [i, v] of variants.entries()) {
    if (signal?.aborted) {
      partial = true;
      break;
    }
    const job = monteCarloJob(v.scenario, policy);
    const onChunk = (done: number) => settings.onProgress?.(i * samples + done, total);
    const run = await runJob(job, executor, { samples, seed, signal, onChunk });
    partial ||= run.partial;
    const own = ownEdition(v.scenario.edition, variants[0].scenario.edition);
    results.push({ ...monteCarloVariantResult({ ...v, params: { ...v.params }, tally: run.tally, states: run.states }), ...own });
  }
  const { scenario } = variants[0];
  return {
    name: scenario.name,
    edition: scenario.edition,
    ...editionsField(variants.map((v) => v.scenario)),
    method: 'montecarlo',
    ...(settings.reason === undefined ? {} : { reason: settings.reason }),
    seed,
    samples,
    policy,
    partial,
    results,
    ...noEffectFields(scenario),
  };
}
